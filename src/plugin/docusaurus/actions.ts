/**
 * The `actions` of a Docusaurus plugin's `contentLoaded`, on sitegen's: `addRoute` takes a
 * site-absolute path (with the base URL and the locale's prefix, as Docusaurus's plugins make it
 * with `normalizeUrl([baseUrl, …])`) and gives sitegen the path inside the locale; its
 * `component` is a file (`@site/…`, absolute, or from the site's folder); each of its `modules`
 * is read as JSON (a `createData` file or a `.json` file) and given to the component as the prop
 * of that name, beside `props`. `createData` writes the file where Docusaurus would (by plugin
 * name and id, in the generated files' folder) and keeps its text for `modules`.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PluginActions } from '../types.js';
import type { DocusaurusActions, DocusaurusRouteConfig } from './types.js';

export interface ActionsOptions {
  root: string;
  /** The plugin's module (the config file for a function), for components named by package. */
  pluginFile: string;
  generatedFilesDir: string;
  /** The plugin's name and id (its `createData` folder). */
  name: string;
  id: string;
  /** The locale's base URL, site-absolute ("/", "/fr/", "/docs/fr/"). */
  localeBaseUrl: string;
  /** Files of the plugin's theme folder by component name, for `@theme/<Name>` components. */
  themeFile?: (name: string) => string | undefined;
  warnOnce(key: string, message: string): void;
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];

/** A module path as Docusaurus's bundler finds it: the file, else with an extension, else an index. */
export function moduleFile(file: string): string | undefined {
  const candidates = [
    file,
    ...EXTENSIONS.map((ext) => file + ext),
    ...EXTENSIONS.map((ext) => path.join(file, `index${ext}`)),
  ];
  return candidates.find((candidate) =>
    fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
}

/** The path inside the locale of a site-absolute route path; throws when it is outside. */
export function pathInLocale(routePath: string, localeBaseUrl: string): string {
  const clean = routePath.split(/[?#]/)[0];
  const base = localeBaseUrl.endsWith('/') ? localeBaseUrl : `${localeBaseUrl}/`;
  if (`${clean}/` === base || clean === base) return '';
  if (!clean.startsWith(base))
    throw new Error(
      `addRoute: the path "${routePath}" is not under the locale's base URL "${base}" (make it with normalizeUrl([context.baseUrl, …]))`,
    );
  return clean.slice(base.length).replace(/\/+$/, '');
}

export function docusaurusActions(options: ActionsOptions, actions: PluginActions) {
  const dataDir = path.join(options.generatedFilesDir, options.name, options.id);
  /** createData's files, absolute, and their text. */
  const created = new Map<string, string>();

  const resolveFile = (spec: string): string => {
    if (spec.startsWith('@site/')) return path.join(options.root, spec.slice('@site/'.length));
    if (spec.startsWith('@generated/'))
      return path.join(options.generatedFilesDir, spec.slice('@generated/'.length));
    if (path.isAbsolute(spec)) return spec;
    if (spec.startsWith('.')) return path.resolve(options.root, spec);
    try {
      return createRequire(options.pluginFile).resolve(spec);
    } catch {
      return path.resolve(options.root, spec);
    }
  };

  const component = (spec: unknown): string => {
    if (typeof spec !== 'string') throw new Error('addRoute: a route without a component');
    const theme = /^@theme(?:-original|-init)?\/(.+)$/.exec(spec);
    const file = theme ? options.themeFile?.(theme[1]) : moduleFile(resolveFile(spec));
    if (!file)
      throw new Error(
        theme
          ? `addRoute: the component "${spec}" is a Docusaurus theme component sitegen does not have (give a file of the site or the plugin)`
          : `addRoute: the component "${spec}" was not found (a file: @site/…, absolute, or from the site's folder)`,
      );
    return file;
  };

  const moduleValue = (spec: string, at: string): unknown => {
    const file = resolveFile(spec);
    const text = created.get(file) ?? (file.endsWith('.json') ? readIfThere(file) : undefined);
    if (text === undefined)
      throw new Error(
        `addRoute: modules.${at}: "${spec}" is ${fs.existsSync(file) ? 'not a JSON module' : 'not found'}; sitegen gives a page's modules as JSON data (made by createData or a .json file)`,
      );
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // createData of a string that is not JSON: the string itself.
      if (created.has(file) && !file.endsWith('.json')) return text;
      throw new Error(`addRoute: modules.${at}: "${spec}" is not valid JSON`);
    }
  };

  /** A `modules` value: a path, `{ __import: true, path }`, or objects and lists of those. */
  const modulesValue = (value: unknown, at: string): unknown => {
    if (typeof value === 'string') return moduleValue(value, at);
    if (Array.isArray(value)) return value.map((item, i) => modulesValue(item, `${at}.${i}`));
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      if (record.__import === true && typeof record.path === 'string')
        return moduleValue(record.path, at);
      return Object.fromEntries(
        Object.entries(record).map(([key, item]) => [key, modulesValue(item, `${at}.${key}`)]),
      );
    }
    return value;
  };

  const docusaurus: DocusaurusActions = {
    addRoute(route: DocusaurusRouteConfig) {
      if (typeof route?.path !== 'string') throw new Error('addRoute: a route without a path');
      if (Array.isArray(route.routes) && route.routes.length > 0) {
        options.warnOnce(
          'nested routes',
          `addRoute: nested routes (${route.path} with routes: [...]) — sitegen renders each page alone (ignored)`,
        );
        return;
      }
      const modules = Object.fromEntries(
        Object.entries(route.modules ?? {}).map(([prop, value]) => [
          prop,
          modulesValue(value, prop),
        ]),
      );
      actions.addRoute({
        path: pathInLocale(route.path, options.localeBaseUrl),
        component: component(route.component),
        props: { ...(route.props ?? {}), ...modules },
        sourceFile: options.pluginFile,
      });
    },
    async createData(name: string, data: unknown) {
      const file = path.join(dataDir, name);
      const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, text);
      created.set(file, text);
      return file;
    },
    setGlobalData(data: unknown) {
      actions.setGlobalData(data);
    },
  };
  return docusaurus;
}

function readIfThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
