/**
 * What a site's code shares with sitegen instead of bundling its own copy. A page module's (or a
 * theme override's) imports of `react`, `react-dom` and their sub-modules, and of
 * `@theme-original/<Name>` (the theme's own component that a site's `src/theme/<Name>.tsx`
 * replaces), become small modules that read sitegen's running copy from a global: on the server
 * the copy that renders the page (put there while bundling), in the browser the runtime's (see
 * client/shared.ts). Two copies of React would break every hook ("Cannot read properties of null
 * (reading 'useState')").
 *
 * `@theme/<Name>` is the component as the site renders it: the site's replacement when it has one
 * (`overrides`), else the original.
 */
import type * as esbuild from 'esbuild';
import {
  isThemeComponentName,
  originalComponents,
  SHARED_MODULES_GLOBAL,
  SHARED_MODULES_LOADER,
  THEME_COMPONENT_NAMES,
  type SHARED_REACT_MODULES,
} from '../theme/index.js';

type ReactModule = (typeof SHARED_REACT_MODULES)[number];

/** sitegen's own copy of each module (static specifiers: the compiled CLI holds one React). */
const OWN_COPY: Record<ReactModule, () => Promise<object>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
};

const isReactModule = (name: string): name is ReactModule => Object.hasOwn(OWN_COPY, name);

const NAMESPACE = 'sitegen-shared';
const ORIGINAL = /^@theme-original\/(.+)$/;

/** `overrides`: the site's replacement of each theme component, by name (absolute paths). */
export function sharedModules(overrides: ReadonlyMap<string, string> = new Map()): esbuild.Plugin {
  return {
    name: 'sitegen-shared-modules',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
        isReactModule(args.path)
          ? { path: args.path, namespace: NAMESPACE }
          : refuse(
              `"${args.path}" cannot be imported here: use "react", "react/jsx-runtime", "react-dom" or "react-dom/client"`,
            ),
      );
      build.onResolve({ filter: /^@theme(-original)?\// }, (args) => {
        const name = args.path.slice(args.path.indexOf('/') + 1);
        if (!isThemeComponentName(name))
          return refuse(
            `"${args.path}" is not a theme component: the replaceable ones are ${THEME_COMPONENT_NAMES.join(', ')}`,
          );
        const replacement = overrides.get(name);
        if (args.path.startsWith('@theme/') && replacement) return { path: replacement };
        return { path: `@theme-original/${name}`, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const module = await ownModule(args.path);
        const global = globalThis as unknown as Record<string, Record<string, object> | undefined>;
        (global[SHARED_MODULES_GLOBAL] ??= {})[args.path] = module;
        // In the browser the runtime loads React (and the theme's own components) only when a
        // module asks for them: such a module waits (top-level await) for the runtime's loader.
        const name = JSON.stringify(args.path);
        const shared = `globalThis[${JSON.stringify(SHARED_MODULES_GLOBAL)}]?.[${name}]`;
        const source =
          build.initialOptions.platform === 'browser'
            ? `${shared} ?? (await globalThis[${JSON.stringify(SHARED_MODULES_LOADER)}](${name}))`
            : shared;
        const names = Object.keys(module).filter(
          (key) => key !== 'default' && /^[A-Za-z_$][\w$]*$/.test(key),
        );
        return {
          contents: [
            `const m = ${source};`,
            'export default m.default ?? m;',
            names.length > 0 ? `export const { ${names.join(', ')} } = m;` : '',
          ].join('\n'),
          loader: 'js',
        };
      });
    },
  };
}

/** The module object sitegen runs under a shared name. */
async function ownModule(name: string): Promise<object> {
  const original = ORIGINAL.exec(name)?.[1];
  if (original !== undefined) {
    const component = originalComponents().get(original as never);
    if (!component) throw new Error(`the theme has no component ${original}`);
    return { default: component };
  }
  // A CommonJS module: its exports object (the whole namespace when it is bundled in lib/).
  const loaded = (await OWN_COPY[name as ReactModule]()) as { default?: object };
  return loaded.default ?? loaded;
}

const refuse = (text: string) => ({ errors: [{ text }] });
