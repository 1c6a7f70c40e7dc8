/**
 * The shapes of Docusaurus's plugin API the adapter reads and gives, written here from
 * Docusaurus's documentation (sitegen ships no Docusaurus package): a plugin is a function of a
 * `context` and its options that returns its lifecycle methods, or null to leave itself out.
 */

/** A tag of `injectHtmlTags`: an object, or HTML written as a string. */
export type DocusaurusHtmlTag =
  | string
  | {
      tagName: string;
      attributes?: Record<string, string | boolean | number | undefined>;
      innerHTML?: string;
    };

export interface DocusaurusHtmlTags {
  headTags?: DocusaurusHtmlTag | DocusaurusHtmlTag[];
  preBodyTags?: DocusaurusHtmlTag | DocusaurusHtmlTag[];
  postBodyTags?: DocusaurusHtmlTag | DocusaurusHtmlTag[];
}

/** `actions.addRoute`'s argument. */
export interface DocusaurusRouteConfig {
  path: string;
  component: string;
  /** Prop name → a module (a path, or `{ __import: true, path }`), or objects and lists of them. */
  modules?: Record<string, unknown>;
  props?: Record<string, unknown>;
  exact?: boolean;
  routes?: DocusaurusRouteConfig[];
  [key: string]: unknown;
}

export interface DocusaurusActions {
  addRoute(route: DocusaurusRouteConfig): void;
  createData(name: string, data: unknown): Promise<string>;
  setGlobalData(data: unknown): void;
}

/** What a plugin function returns: every method optional but `name`. */
export interface DocusaurusPluginInstance {
  name: string;
  loadContent?(): unknown;
  contentLoaded?(args: {
    content: unknown;
    actions: DocusaurusActions;
    allContent: unknown;
  }): void | Promise<void>;
  allContentLoaded?(args: { allContent: unknown; actions: DocusaurusActions }): unknown;
  injectHtmlTags?(args: { content: unknown }): DocusaurusHtmlTags | undefined;
  getClientModules?(): string[];
  getPathsToWatch?(): string[];
  getThemePath?(): string;
  getTypeScriptThemePath?(): string;
  postBuild?(props: Record<string, unknown>): unknown;
  getDefaultCodeTranslationMessages?(): unknown;
  [hook: string]: unknown;
}

/** A plugin function: `(context, options) => instance | null`, maybe async. */
export type DocusaurusPluginFunction = ((
  context: DocusaurusContext,
  options: Record<string, unknown>,
) => DocusaurusPluginInstance | null | Promise<DocusaurusPluginInstance | null>) & {
  validateOptions?: ValidateOptions;
  validateThemeConfig?: ValidateThemeConfig;
};

/** A Joi schema, as far as the adapter uses it. */
export interface JoiSchema {
  validate(
    value: unknown,
    options?: Record<string, unknown>,
  ): {
    value: unknown;
    error?: { message: string; details?: Array<{ message: string }> };
    warning?: { details?: Array<{ message: string }> };
  };
  unknown?(allow?: boolean): JoiSchema;
}

export type ValidateOptions = (args: {
  validate: (schema: JoiSchema, options: Record<string, unknown>) => unknown;
  options: Record<string, unknown>;
}) => unknown;

export type ValidateThemeConfig = (args: {
  validate: (schema: JoiSchema, themeConfig: Record<string, unknown>) => unknown;
  themeConfig: Record<string, unknown>;
}) => unknown;

/** The `context` a plugin function is called with (Docusaurus's LoadContext). */
export interface DocusaurusContext {
  siteDir: string;
  siteVersion?: string;
  generatedFilesDir: string;
  siteConfig: Record<string, unknown>;
  siteConfigPath: string;
  outDir: string;
  baseUrl: string;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    path: string;
    localeConfigs: Record<string, Record<string, unknown>>;
  };
  localizationDir: string;
  codeTranslations: Record<string, string>;
  siteStorage: { type: 'localStorage' | 'sessionStorage'; namespace: string };
  currentBundler: { name: 'webpack' | 'rspack' };
}
