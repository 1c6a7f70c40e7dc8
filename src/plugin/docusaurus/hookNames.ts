/**
 * What the adapter does with each method a Docusaurus plugin may return: run it, let it be (it
 * serves Docusaurus's own tools), or warn by name that sitegen does not run it, once per plugin.
 */

/** Methods the adapter runs (adapter.ts). */
export const SUPPORTED_HOOKS = [
  'loadContent',
  'contentLoaded',
  'allContentLoaded',
  'injectHtmlTags',
  'getClientModules',
  'getPathsToWatch',
  'postBuild',
  'getThemePath',
  'getTypeScriptThemePath',
  'getDefaultCodeTranslationMessages',
] as const;

/** Fields and methods that need nothing from a build (swizzling, the instance's own fields). */
const HARMLESS = new Set([
  'name',
  'options',
  'version',
  'path',
  'getSwizzleComponentList',
  'getSwizzleConfig',
]);

/** Why sitegen does not run the others it knows. */
export const WARNED_HOOKS: Record<string, string> = {
  configureWebpack: 'sitegen does not run webpack',
  configurePostCss:
    "sitegen does not run webpack (the site's postcss.config.js applies to its stylesheets)",
  getTranslationFiles: "sitegen does not translate a plugin's content",
  translateContent: "sitegen does not translate a plugin's content",
  translateThemeConfig: "sitegen does not translate a plugin's theme config",
  postStart: 'serve --watch does not run it',
  extendCli: 'sitegen has no commands of plugins',
  routesLoaded: 'sitegen does not run this hook, which Docusaurus 3 removed',
};

/** The warning for one method of a plugin's instance, or none for one run or harmless. */
export function hookWarning(hook: string): string | undefined {
  if ((SUPPORTED_HOOKS as readonly string[]).includes(hook) || HARMLESS.has(hook)) return undefined;
  return WARNED_HOOKS[hook] ?? 'sitegen does not know this hook';
}
