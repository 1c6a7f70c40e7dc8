/**
 * Runs the site's plugins' browser modules (their `clientModules`): bundled with this file into
 * one module of the site's (bundle/clientModules.ts), loaded on every page after the runtime.
 * Each module ran when it was imported; here its route hooks are called as Docusaurus calls a
 * client module's: `onRouteUpdate` before another page is shown, `onRouteDidUpdate` once it is,
 * each with the page's location and the one before (none for the first page).
 */
import { ROUTE_DID_UPDATE_EVENT, ROUTE_UPDATE_EVENT } from '../shared/index.js';

interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

type RouteHook = (args: {
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}) => (() => void) | void;

interface ClientModule {
  onRouteUpdate?: RouteHook;
  onRouteDidUpdate?: RouteHook;
  default?: ClientModule;
}

const here = (): RouteLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
});

export function runClientModules(modules: ClientModule[]): void {
  // A module's hooks are its named exports, or its default export's properties.
  const hooksOf = (name: keyof Omit<ClientModule, 'default'>) =>
    modules.flatMap((module) => {
      const hook = module[name] ?? module.default?.[name];
      return typeof hook === 'function' ? [hook] : [];
    });
  const update = hooksOf('onRouteUpdate');
  const didUpdate = hooksOf('onRouteDidUpdate');
  let previousLocation: RouteLocation | null = null;
  let location = here();
  const call = (hooks: RouteHook[]) => {
    for (const hook of hooks) {
      try {
        hook({ location, previousLocation });
      } catch (error) {
        console.error(error);
      }
    }
  };
  call(update);
  call(didUpdate);
  window.addEventListener(ROUTE_UPDATE_EVENT, () => {
    previousLocation = location;
    location = here();
    call(update);
  });
  window.addEventListener(ROUTE_DID_UPDATE_EVENT, () => call(didUpdate));
}
