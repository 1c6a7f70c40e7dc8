/**
 * A Docusaurus site's `docusaurus.config.{js,mjs,cjs,ts}` read as a sitegen config: what each key
 * means for sitegen (title, urls, locales, `markdown.format` with Docusaurus 3's default `mdx`, the
 * classic preset's docs (with their versions), blog, pages (with their remark and rehype plugins)
 * and theme options, more docs plugins as more docs sections, the client-redirects plugin's
 * redirects, the OpenAPI preset's `api`, the navbar (its version menu too), footer, announcement
 * bar, colour mode and prism's magic comments), and one
 * warning for each key, preset option or plugin sitegen does not use, so nothing is dropped
 * without a word. A `sitegen.config.ts` beside it is laid over the result (see load.ts).
 */
import path from 'node:path';
import type { SiteError } from '../errors.js';
import type { SiteConfigInput } from './schema.js';
import type { EditableFile } from './types.js';

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** Plugins whose work sitegen does itself. */
const BUILT_IN_PLUGINS = new Set([
  'docusaurus-plugin-image-zoom',
  '@docusaurus/plugin-sitemap',
  '@docusaurus/theme-search-algolia',
  '@easyops-cn/docusaurus-search-local',
]);

/** The docs plugin, whose instances besides the preset's are more docs sections. */
const DOCS_PLUGINS = new Set(['@docusaurus/plugin-content-docs', 'content-docs']);

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
  // Docusaurus names static files from the static folder without a leading slash.
  const staticPath = (value: unknown) =>
    typeof value === 'string' && !/^([a-z]+:|\/)/i.test(value) ? `/${value}` : value;

  const config: Plain = {
    title: dc.title,
    tagline: dc.tagline,
    url: dc.url,
    baseUrl: dc.baseUrl,
    favicon: staticPath(dc.favicon),
    image: staticPath(themeConfig.image),
    onBrokenLinks: brokenPolicy(dc.onBrokenLinks),
    onBrokenAnchors: brokenPolicy(dc.onBrokenAnchors),
    onBrokenMarkdownLinks: brokenPolicy(dc.onBrokenMarkdownLinks),
    customFields: isPlain(dc.customFields) ? dc.customFields : undefined,
    scripts: dc.scripts,
    stylesheets: dc.stylesheets,
    headTags: dc.headTags,
    metadata: themeConfig.metadata,
    tableOfContents: themeConfig.tableOfContents,
  };

  const handled = new Set([
    'title',
    'tagline',
    'url',
    'baseUrl',
    'favicon',
    'onBrokenLinks',
    'onBrokenAnchors',
    'onBrokenMarkdownLinks',
    'customFields',
    'scripts',
    'stylesheets',
    'headTags',
    'i18n',
    'markdown',
    'presets',
    'plugins',
    'themeConfig',
    'themes',
  ]);
  for (const key of Object.keys(dc)) {
    if (handled.has(key) || SILENT.has(key)) continue;
    if (key === 'trailingSlash' && dc.trailingSlash !== true) continue;
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
    unused(`markdown.${key}`);
  }

  // Presets: the classic preset's sections, and the OpenAPI preset's reference.
  const content: Plain = {};
  const theme: Plain = {};
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
          // The preset names operation pages from their summaries: a moved site keeps its URLs.
          slugs: 'summary',
        });
      else if (key === 'theme' && isPlain(value)) {
        if (value.customCss !== undefined)
          theme.customCss = [value.customCss].flat().map((f) => relative(root, String(f)));
      } else if (key === 'sitemap')
        continue; // sitegen always writes the sitemap
      else if (key === 'gtag' || key === 'googleTagManager')
        unused(
          `presets: ${name}: ${key}`,
          "sitegen adds no Google tag (add its script with the config's scripts or headTags)",
        );
      else unused(`presets: ${name}: ${key}`);
    }
  }
  if (Object.keys(theme).length > 0) config.theme = theme;

  // More docs sections: docs plugins beside the preset's, each with its id.
  const docsSections: unknown[] = [];
  for (const [name, options] of entries(dc.plugins)) {
    if (BUILT_IN_PLUGINS.has(name)) continue;
    if (name === '@docusaurus/plugin-client-redirects') {
      Object.assign(config, clientRedirects(options, unused));
      continue;
    }
    if (DOCS_PLUGINS.has(name)) {
      docsSections.push(section(options ?? {}, 'docs', root, `plugins: ${name}`, unused));
      continue;
    }
    unused(`plugins: ${name}`, 'sitegen cannot run Docusaurus plugins');
  }
  if (docsSections.length > 0)
    content.docs = [...(isPlain(content.docs) ? [content.docs] : []), ...docsSections];
  if (Object.keys(content).length > 0) config.content = content;
  for (const [name] of entries(dc.themes)) {
    if (BUILT_IN_PLUGINS.has(name)) continue;
    unused(`themes: ${name}`, 'sitegen has its own theme');
  }

  // The theme's config
  for (const [key, value] of Object.entries(themeConfig)) {
    if (key === 'navbar' && isPlain(value)) config.navbar = navbar(value, unused);
    else if (key === 'footer' && isPlain(value)) config.footer = footer(value, unused);
    else if (key === 'colorMode' && isPlain(value))
      config.colorMode = dropUndefined({
        defaultMode: value.defaultMode,
        disableSwitch: value.disableSwitch,
        respectPrefersColorScheme: value.respectPrefersColorScheme,
      });
    else if (key === 'announcementBar' && isPlain(value))
      config.announcementBar = dropUndefined({
        id: value.id ?? 'announcement-bar',
        content: typeof value.content === 'string' ? { html: value.content } : value.content,
        closeable: value.isCloseable,
      });
    else if (key === 'prism' && isPlain(value)) {
      for (const [option, setting] of Object.entries(value)) {
        // sitegen highlights every language refractor knows: there is none to add.
        if (option === 'additionalLanguages') continue;
        if (option === 'magicComments') (config.markdown as Plain).magicComments = setting;
        else unused(`themeConfig.prism.${option}`);
      }
    } else if (['image', 'zoom', 'docs', 'metadata', 'tableOfContents'].includes(key)) continue;
    else unused(`themeConfig.${key}`);
  }
  return { config: dropUndefined(config) as SiteConfigInput, warnings };
}

type Unused = (key: string, what?: string) => void;

/** The client-redirects plugin's options: its redirects, and the function that makes more. */
function clientRedirects(options: unknown, unused: Unused): Plain {
  const opts: Plain = isPlain(options) ? options : {};
  for (const key of Object.keys(opts))
    if (key !== 'redirects' && key !== 'createRedirects' && key !== 'id')
      unused(`plugins: @docusaurus/plugin-client-redirects: ${key}`);
  return dropUndefined({ redirects: opts.redirects, createRedirects: opts.createRedirects });
}

/**
 * Docusaurus's `editUrl`: a base URL, as sitegen's, or a function of the doc (or post) that
 * receives Docusaurus's arguments.
 */
function editUrl(option: unknown, dir: unknown): unknown {
  if (typeof option !== 'function') return option;
  const docusaurusEditUrl = option as (args: Plain) => string | undefined;
  return (file: EditableFile) =>
    docusaurusEditUrl({
      locale: file.locale,
      version: file.version?.name ?? 'current',
      versionDocsDirPath: file.version?.dir ?? dir,
      docPath: file.contentPath,
      blogDirPath: dir,
      blogPath: file.contentPath,
      permalink: '',
    });
}

/** A preset's docs, blog or pages options as a content section. */
function section(
  value: unknown,
  kind: string,
  root: string,
  where: string,
  unused: Unused,
): unknown {
  if (value === false) return false;
  if (!isPlain(value)) return undefined;
  const out: Plain = {};
  for (const [key, option] of Object.entries(value)) {
    if (key === 'path') out.dir = relative(root, String(option));
    else if (key === 'routeBasePath') out.routeBasePath = trimSlashes(option);
    else if (key === 'editUrl') out.editUrl = editUrl(option, out.dir ?? kind);
    else if (key === 'sidebarPath' && kind === 'docs')
      out.sidebarPath = typeof option === 'string' ? relative(root, option) : undefined;
    else if (key === 'id' && kind === 'docs') out.id = option;
    else if (VERSION_OPTIONS.has(key) && kind === 'docs') out[key] = option;
    else if (key === 'versions' && kind === 'docs') out.versions = versions(option, where, unused);
    else if (key === 'postsPerPage' && kind === 'blog')
      out.postsPerPage = option === 'ALL' ? 1_000_000 : option;
    else if (key === 'authorsMapPath' && kind === 'blog') out.authorsFile = option;
    else if (PLUGIN_LISTS.includes(key)) out[key] = option;
    else if (key === 'showReadingTime' && kind === 'blog') out.showReadingTime = option !== false;
    // What sitegen does anyway (categories collapsible) is no news.
    else if (key === 'sidebarCollapsible' && option !== false) continue;
    else unused(`${where}.${key}`);
  }
  return out;
}

/** A content plugin's own remark and rehype plugins: run by sitegen's Markdown pipeline. */
const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
];

/** The docs plugin's options about versions that sitegen reads as they are. */
const VERSION_OPTIONS = new Set([
  'lastVersion',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
]);

/** The docs plugin's `versions`: what sitegen shows of each (label, path, banner, badge). */
function versions(option: unknown, where: string, unused: Unused): unknown {
  if (!isPlain(option)) return option;
  return Object.fromEntries(
    Object.entries(option).map(([name, settings]) => {
      if (!isPlain(settings)) return [name, settings];
      const kept: Plain = {};
      for (const [key, value] of Object.entries(settings)) {
        if (['label', 'path', 'banner', 'badge'].includes(key)) kept[key] = value;
        else unused(`${where}.versions.${name}.${key}`);
      }
      return [name, kept];
    }),
  );
}

function navbar(value: Plain, unused: Unused): Plain {
  const items: Plain[] = [];
  for (const item of Array.isArray(value.items) ? value.items : []) {
    if (!isPlain(item)) continue;
    const type = item.type ?? 'default';
    const position = item.position === 'right' ? 'right' : 'left';
    if (type === 'localeDropdown' || type === 'search') continue; // sitegen shows both itself
    const section = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
    // A docsVersion item leads to a version's start, as a docSidebar item does to the preferred version's.
    if (type === 'docSidebar' || type === 'docsVersion')
      items.push(
        dropUndefined({ label: item.label ?? 'Docs', type: 'docSidebar', section, position }),
      );
    else if (type === 'docsVersionDropdown') {
      items.push(dropUndefined({ type: 'docsVersionDropdown', section, position }));
      for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'])
        if (Array.isArray(item[key]) && item[key].length > 0)
          unused(`themeConfig.navbar.items: docsVersionDropdown.${key}`);
    } else if (type === 'doc' && typeof item.docId === 'string')
      items.push({ label: item.label ?? item.docId, to: `/docs/${item.docId}`, position });
    else if (type === 'dropdown')
      items.push({
        label: item.label,
        position,
        items: (Array.isArray(item.items) ? item.items : []).filter(isPlain).map(link),
      });
    else if (type === 'default') items.push({ ...link(item), position });
    else unused(`themeConfig.navbar.items: ${String(type)} item`, 'sitegen has no such item');
  }
  for (const key of Object.keys(value))
    if (!['title', 'logo', 'items', 'hideOnScroll'].includes(key))
      unused(
        `themeConfig.navbar.${key}`,
        key === 'style'
          ? 'sitegen has one navbar style (set its colours with theme.colors)'
          : undefined,
      );
  const logo = isPlain(value.logo)
    ? { src: staticLink(value.logo.src), alt: value.logo.alt ?? '' }
    : undefined;
  return dropUndefined({ title: value.title, logo, items, hideOnScroll: value.hideOnScroll });
}

function footer(value: Plain, unused: Unused): Plain {
  for (const key of Object.keys(value))
    if (!['links', 'copyright'].includes(key))
      unused(
        `themeConfig.footer.${key}`,
        key === 'style'
          ? 'sitegen has one footer style (set its colours with theme.colors)'
          : undefined,
      );
  const columns = (Array.isArray(value.links) ? value.links : []).filter(isPlain).map((column) => ({
    title: column.title ?? '',
    items: (Array.isArray(column.items) ? column.items : []).filter(isPlain).map(link),
  }));
  // Docusaurus writes the copyright as HTML.
  const copyright = typeof value.copyright === 'string' ? { html: value.copyright } : undefined;
  return dropUndefined({ columns, copyright });
}

/** A Docusaurus link item: `to` on the site, `href` elsewhere (or a path, as Docusaurus allows). */
function link(item: Plain): Plain {
  const href = typeof item.href === 'string' ? item.href : undefined;
  const internal = href !== undefined && href.startsWith('/');
  return dropUndefined({
    label: item.label ?? item.html ?? '',
    to: item.to ?? (internal ? href : undefined),
    href: internal ? undefined : href,
  });
}

/**
 * `[name, options]` of each preset, plugin or theme, written as a name or a tuple. One given by
 * its file (`require.resolve('docusaurus-plugin-image-zoom')`) is named by its package.
 */
function entries(list: unknown): Array<[string, unknown]> {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): Array<[string, unknown]> => {
    if (typeof entry === 'string') return [[packageName(entry), undefined]];
    if (Array.isArray(entry) && typeof entry[0] === 'string')
      return [[packageName(entry[0]), entry[1]]];
    if (typeof entry === 'function') return [[entry.name || 'a plugin function', undefined]];
    return [['a plugin', undefined]];
  });
}

/** `/site/node_modules/@scope/name/lib/index.js` → `@scope/name`; a name stays as it is. */
function packageName(specifier: string): string {
  const at = specifier.lastIndexOf('node_modules');
  if (at < 0) return specifier;
  const [first, second] = specifier.slice(at + 'node_modules/'.length).split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

function brokenPolicy(value: unknown): unknown {
  return value === 'log' ? 'warn' : value;
}

const trimSlashes = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^\/+|\/+$/g, '') : undefined;

const staticLink = (value: unknown) =>
  typeof value === 'string' && !/^([a-z]+:|\/)/i.test(value) ? `/${value}` : value;

/** A path the config gives (often through `require.resolve`) relative to the site root. */
function relative(root: string, file: string): string {
  return path.isAbsolute(file) ? path.relative(root, file).split(path.sep).join('/') : file;
}

function dropUndefined(value: Plain): Plain {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
