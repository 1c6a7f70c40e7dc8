/**
 * How a React page (or an MDX file with interactive components) hydrates, bundled into the page's
 * own browser module (bundle/pageScripts.ts makes each module export `hydrate`), so the runtime
 * only finds the regions and loads their modules. The module renders with the props, `useId`
 * prefix and location the server rendered it with. React must find the server's HTML as it was:
 * the copy buttons the runtime added to its code blocks are taken out first, and `done` (called
 * once React has the region, which is then marked `data-hydrated`) lets the runtime add them again.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  COPY_BUTTON_CLASS,
  COPY_HOLDER_CLASS,
  PAGE_CONFIG_ATTRIBUTE,
  PAGE_MODULE_ATTRIBUTE,
  PAGE_PROPS_ATTRIBUTE,
  PAGE_URL_GLOBAL,
  pageIdPrefix,
} from './dom.js';

/** Says when what it wraps is on the page (renders nothing of its own: the HTML stays the server's). */
function Hydrated({ children, done }: { children?: ReactNode; done: () => void }) {
  useEffect(done, []);
  return children;
}

export function hydrateModule<P extends { url: string }>(
  Page: ComponentType<P>,
  element: HTMLElement,
  props: P,
  done: () => void,
): Root {
  for (const button of element.querySelectorAll(`.${COPY_BUTTON_CLASS}`)) {
    button.parentElement?.classList.remove(COPY_HOLDER_CLASS);
    button.remove();
  }
  (globalThis as Record<string, unknown>)[PAGE_URL_GLOBAL] = props.url;
  // A React page's site config (its `config` prop), as the server rendered it with: read here, in
  // the page's own module, so pages without one cost the runtime nothing.
  const config = element.getAttribute(PAGE_CONFIG_ATTRIBUTE);
  if (config !== null) props = { ...props, config: JSON.parse(config) as unknown };
  // A plugin's page: the props its plugin gave, under those every React page gets (as on the server).
  const own = element.getAttribute(PAGE_PROPS_ATTRIBUTE);
  if (own !== null) props = { ...(JSON.parse(own) as object), ...props };
  const hydrated = () => {
    element.setAttribute('data-hydrated', '');
    done();
  };
  return hydrateRoot(
    element,
    createElement(Hydrated, { done: hydrated }, createElement(Page, props)),
    {
      identifierPrefix: pageIdPrefix(element.getAttribute(PAGE_MODULE_ATTRIBUTE) ?? ''),
    },
  );
}
