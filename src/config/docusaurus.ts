/**
 * A Docusaurus site's `docusaurus.config.{js,mjs,cjs,ts}` read as a sitegen config: what each
 * top-level key means for sitegen (title, urls, locales, `markdown.format` with Docusaurus 3's
 * default `mdx`, head tags), its presets (the classic one's sections and theme options, the
 * OpenAPI one's `api`) and plugins (more docs sections, client redirects), and one warning for
 * each key, preset option or plugin sitegen does not use, so nothing is dropped without a word.
 * The sections' options are read in docusaurusSections.ts, the plugins in docusaurusPlugins.ts,
 * `themeConfig` in docusaurusTheme.ts.
 * A `sitegen.config.ts` beside it is laid over the result (see load.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteError } from '../errors.js';
import { MERMAID_THEME, mermaidFromDocusaurus } from './docusaurusMermaid.js';
import { section } from './docusaurusSections.js';
import { mapThemeConfig } from './docusaurusTheme.js';
import {
  dropUndefined,
  isPlain,
  relative,
  staticLink,
  trimSlashes,
  type Plain,
} from './docusaurusValues.js';
import type { SiteConfigInput } from './schema.js';
import { docusaurusPluginEntry, type PluginEntry } from '../plugin/index.js';
import {
  BUILT_IN_PLUGINS,
  entries,
  mapPlugins,
  PRESET_PLUGINS,
  presetPlugin,
} from './docusaurusPlugins.js';

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/**
 * Keys about deploying the site (to GitHub Pages), or that sitegen does anyway (two sources with
 * one URL are an error; a wrong base URL gets its banner): nothing to say about them. Every other
 * key sitegen does not read is warned.
 */
const SILENT = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'onDuplicateRoutes',
  'baseUrlIssueBanner',
]);

const PRESETS = new Set([
  'classic',
  '@docusaurus/preset-classic',
  'docusaurus-preset-openapi',
  'preset-openapi',
]);

export interface MappedConfig {
  config: SiteConfigInput;
  warnings: SiteError[];
}

export function fromDocusaurus(input: unknown, file: string, root: string): MappedConfig {
  const warnings: SiteError[] = [];
  const unused = (key: string, what = 'sitegen does not use it') =>
    warnings.push({
      file,
      message: `${key}: ${what} (ignored)`,
      hint: 'remove it, or set what it stands for in a sitegen.config.ts beside this file',
    });
  const dc: Plain = isPlain(input) ? input : {};
  const themeConfig: Plain = isPlain(dc.themeConfig) ? dc.themeConfig : {};

  const config: Plain = {
    title: dc.title,
    tagline: dc.tagline,
    url: dc.url,
    baseUrl: dc.baseUrl,
    trailingSlash: dc.trailingSlash,
    favicon: staticLink(dc.favicon),
    image: staticLink(themeConfig.image),
    onBrokenLinks: brokenPolicy(dc.onBrokenLinks),
    // Docusaurus warns about a broken anchor unless told otherwise.
    onBrokenAnchors: brokenPolicy(dc.onBrokenAnchors ?? 'warn'),
    onBrokenMarkdownLinks: brokenPolicy(dc.onBrokenMarkdownLinks),
    customFields: isPlain(dc.customFields) ? dc.customFields : undefined,
    themeConfig: isPlain(dc.themeConfig) ? jsonValue(dc.themeConfig) : undefined,
    scripts: dc.scripts,
    stylesheets: dc.stylesheets,
    headTags: dc.headTags,
    metadata: themeConfig.metadata,
    tableOfContents: themeConfig.tableOfContents,
    // Docusaurus titles a page "<page> <titleDelimiter> <site>", the delimiter "|" by default.
    titleTemplate:
      typeof dc.titleDelimiter === 'string' && typeof dc.title === 'string'
        ? `%s ${dc.titleDelimiter} ${dc.title}`
        : undefined,
  };

  const handled = new Set([
    'title',
    'tagline',
    'url',
    'baseUrl',
    'trailingSlash',
    'favicon',
    'onBrokenLinks',
    'onBrokenAnchors',
    'onBrokenMarkdownLinks',
    'customFields',
    'scripts',
    'stylesheets',
    'headTags',
    'titleDelimiter',
    'i18n',
    'markdown',
    'presets',
    'plugins',
    'themeConfig',
    'themes',
  ]);
  for (const key of Object.keys(dc)) {
    if (handled.has(key) || SILENT.has(key)) continue;
    unused(key);
  }

  // Locales
  if (isPlain(dc.i18n)) {
    const { defaultLocale, locales, localeConfigs } = dc.i18n;
    config.defaultLocale = defaultLocale;
    if (Array.isArray(locales)) {
      const settings: Plain = isPlain(localeConfigs) ? localeConfigs : {};
      config.locales = Object.fromEntries(
        locales.map((id: string) => {
          const own = isPlain(settings[id]) ? settings[id] : {};
          return [
            id,
            dropUndefined({ label: own.label, htmlLang: own.htmlLang, direction: own.direction }),
          ];
        }),
      );
    }
  }

  // Markdown: `.md` is MDX unless the config says otherwise (Docusaurus 3).
  const markdown: Plain = isPlain(dc.markdown) ? dc.markdown : {};
  config.markdown = { format: markdown.format ?? 'mdx' };
  for (const [key, value] of Object.entries(markdown)) {
    if (key === 'format') continue;
    // sitegen reads MDX 1's comments, admonition titles and heading ids, as Docusaurus does by default.
    if (key === 'mdx1Compat' && isPlain(value) && Object.values(value).every((v) => v !== false))
      continue;
    if (key === 'hooks' && isPlain(value)) {
      markdownHooks(value, config, unused);
      continue;
    }
    if (key === 'mermaid') continue; // read with themeConfig.mermaid below
    unused(`markdown.${key}`);
  }

  // Presets: the classic preset's sections, and the OpenAPI preset's reference.
  const content: Plain = {};
  const presetPlugins: PluginEntry[] = [];
  // The site's pages and MDX are written for Infima's classes, which Docusaurus always loads.
  const theme: Plain = { infima: true };
  for (const [name, options] of entries(dc.presets)) {
    if (!PRESETS.has(name)) {
      unused(`presets: ${name}`, 'sitegen has no such preset');
      continue;
    }
    const opts: Plain = isPlain(options) ? options : {};
    for (const [key, value] of Object.entries(opts)) {
      if (key === 'docs')
        content.docs = section(value, 'docs', root, `presets: ${name}: docs`, unused);
      else if (key === 'blog')
        content.blog = section(value, 'blog', root, `presets: ${name}: blog`, unused);
      else if (key === 'pages')
        content.pages = section(value, 'pages', root, `presets: ${name}: pages`, unused);
      else if (key === 'api' && isPlain(value))
        content.api = dropUndefined({
          spec: typeof value.path === 'string' ? relative(root, value.path) : undefined,
          routeBasePath: trimSlashes(value.routeBasePath),
          // The preset names operation pages from their summaries, and makes no page per schema:
          // a moved site keeps its URLs.
          slugs: 'summary',
          schemaPages: false,
        });
      else if (key === 'theme' && isPlain(value)) {
        if (value.customCss !== undefined)
          theme.customCss = [value.customCss].flat().map((f) => relative(root, String(f)));
      } else if (key === 'sitemap')
        continue; // sitegen always writes the sitemap
      else if ((key === 'gtag' || key === 'googleTagManager') && isPlain(value))
        // The classic preset adds the plugin of that name with these options: so does sitegen.
        presetPlugins.push(
          docusaurusPluginEntry(
            {
              label: `presets: ${name}: ${key}`,
              specifier: presetPlugin(file, name, PRESET_PLUGINS[key]),
              options: value,
            },
            { configFile: file, siteConfig: dc },
          ),
        );
      else unused(`presets: ${name}: ${key}`);
    }
  }
  config.theme = theme;
  const plugins: PluginEntry[] = [...presetPlugins];
  // Docusaurus 3.5+ lists the blog sidebar's posts under their year, whatever their number,
  // unless themeConfig.blog.sidebar.groupByYear is false. (The classic preset's blog is on
  // without options, as on real sites: its defaults are set for it too, when its folder exists.)
  if (content.blog === undefined && fs.existsSync(path.join(root, 'blog'))) content.blog = {};
  if (isPlain(content.blog)) {
    const blogTheme = isPlain(themeConfig.blog) ? themeConfig.blog : {};
    const sidebar = isPlain(blogTheme.sidebar) ? blogTheme.sidebar : {};
    content.blog.sidebarGroupByYear = sidebar.groupByYear !== false;
    // Docusaurus 3.8 moved from the reading-time package to Intl.Segmenter: count as the
    // installed one does, so a post reads as long as under `docusaurus build`.
    if (docusaurusBefore38(root)) content.blog.readingTimeWords = 'reading-time';
  }

  // More docs sections (docs plugins beside the preset's), client redirects, and every other
  // plugin to run through the plugin adapter (docusaurusPlugins.ts).
  const mapped = mapPlugins(dc.plugins, { root, file, siteConfig: dc, unused });
  plugins.push(...mapped.plugins);
  Object.assign(config, mapped.redirects);
  if (plugins.length > 0) config.plugins = plugins;
  if (mapped.docsSections.length > 0)
    content.docs = [...(isPlain(content.docs) ? [content.docs] : []), ...mapped.docsSections];
  if (Object.keys(content).length > 0) config.content = content;
  for (const [name] of entries(dc.themes)) {
    if (BUILT_IN_PLUGINS.has(name) || name === MERMAID_THEME) continue;
    unused(`themes: ${name}`, 'sitegen has its own theme');
  }

  const { mermaid: themeMermaid, ...otherThemeConfig } = themeConfig;
  (config.markdown as Plain).mermaid = mermaidFromDocusaurus(
    markdown.mermaid,
    themeMermaid,
    unused,
  );
  // Docusaurus makes a search page only with a search theme: Algolia's (themeConfig.algolia says
  // where: docusaurusTheme.ts) or the local search plugin's, at `search`.
  const searchThemes = [...entries(dc.plugins), ...entries(dc.themes)].map(([name]) => name);
  config.searchPage = searchThemes.includes('@easyops-cn/docusaurus-search-local')
    ? 'search'
    : false;
  mapThemeConfig(otherThemeConfig, config, unused);
  return { config: dropUndefined(config) as SiteConfigInput, warnings };
}

/**
 * Docusaurus 3.9's `markdown.hooks`: `onBrokenMarkdownLinks` there takes the place of the
 * top-level key; a function (which may return a fallback URL) is not run, the link is warned
 * about. `onBrokenMarkdownImages: 'throw'` is what sitegen does with a missing image anyway.
 */
function markdownHooks(
  hooks: Plain,
  config: Plain,
  unused: (key: string, what?: string) => void,
): void {
  for (const [hook, value] of Object.entries(hooks)) {
    if (hook === 'onBrokenMarkdownLinks' && typeof value === 'function') {
      config.onBrokenMarkdownLinks = 'warn';
      unused(
        'markdown.hooks.onBrokenMarkdownLinks',
        "sitegen does not run a function here; a broken Markdown link is a warning, as with 'warn'",
      );
    } else if (hook === 'onBrokenMarkdownLinks') config.onBrokenMarkdownLinks = brokenPolicy(value);
    else if (hook !== 'onBrokenMarkdownImages' || value !== 'throw')
      unused(`markdown.hooks.${hook}`);
  }
}

function brokenPolicy(value: unknown): unknown {
  return value === 'log' ? 'warn' : value;
}

/** What JSON holds of a value (functions and symbols left out); undefined when it cannot (a cycle). */
function jsonValue(value: Plain): Plain | undefined {
  try {
    return JSON.parse(JSON.stringify(value)) as Plain;
  } catch {
    return undefined;
  }
}

const DOCUSAURUS_CORE = ['@docusaurus', 'core', 'package.json'].join('/');

/** Whether the site's installed @docusaurus/core (as Node finds it from the site) is before 3.8. */
function docusaurusBefore38(root: string): boolean {
  try {
    // The site's package, not one of sitegen's: read as a file where Node finds it.
    const manifest = createRequire(path.join(root, 'package.json')).resolve(DOCUSAURUS_CORE);
    const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string };
    const [major, minor] = (version ?? '').split('.').map(Number);
    return major < 3 || (major === 3 && minor < 8);
  } catch {
    return false;
  }
}
