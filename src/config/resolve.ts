/**
 * The config as the stages use it, decided once: `url` and `baseUrl` written one way, each content
 * section on when it is configured or its default folder exists, the navbar and footer
 * made from the title and the sections when the config gives none, and every file and folder it
 * names made absolute from the site root, so no stage resolves a path of the config again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteError } from '../errors.js';
import type { ParsedConfig } from './schema.js';
import { DEFAULT_SECTION, markdownSectionOf, resolveDocsSections } from './docsSections.js';
import type { SectionContext } from './sectionContext.js';
import { checkLinks, navbarItems, socialItems } from './resolveLinks.js';
import { API_FOLDER, resolveApi } from '../plugins/api/options.js';
import { BLOG_FOLDER, resolveBlog } from '../plugins/blog/options.js';
import { PAGES_FOLDER, resolvePages } from '../plugins/pages/options.js';
import type {
  LinkItem,
  LocaleConfig,
  MarkdownConfig,
  MarkdownPlugins,
  MarkdownSection,
  MermaidConfig,
  ResolvedConfig,
} from './types.js';
import { DEFAULT_MERMAID_SETTINGS, directionOf } from '../shared/index.js';

/**
 * The folders content sections read when the config names none (docs, blog, pages, API pages),
 * each on once its folder exists: `serve --watch` looks out for them appearing.
 */
export function defaultContentDirs(root: string): string[] {
  return ['docs', BLOG_FOLDER.dir, PAGES_FOLDER.dir, API_FOLDER.dir].map((dir) =>
    path.join(root, dir),
  );
}

export function resolveConfig(
  config: ParsedConfig,
  root: string,
  configFile: string,
): { config?: ResolvedConfig; errors: SiteError[] } {
  const errors: SiteError[] = [];
  const fail = (message: string, hint: string) => errors.push({ file: configFile, message, hint });
  const at = (rel: string) => path.resolve(root, rel);
  /** A path the author gave must exist. */
  const existing = (key: string, rel: string | undefined): string | undefined => {
    if (rel === undefined) return undefined;
    const file = at(rel);
    if (!fs.existsSync(file))
      fail(`${key} "${rel}" does not exist`, `create it or point ${key} at an existing path`);
    return file;
  };

  /** A section's folders: the author's (which must exist), or the default when it exists. */
  const folder: SectionContext['folder'] = (key, given, defaults, optional = false) => {
    if (given === false) return undefined;
    const translations = at((given && given.translations) ?? defaults.translations);
    if (given && given.dir !== undefined)
      return { dir: existing(`content.${key}.dir`, given.dir)!, translations };
    const dir = at(defaults.dir);
    if (fs.existsSync(dir) || optional) return { dir, translations };
    if (given)
      fail(
        `content.${key} is on but its folder "${defaults.dir}" does not exist`,
        `create ${defaults.dir}/ or set content.${key}.dir`,
      );
    return undefined;
  };

  // Each content plugin resolves its own options (plugins/<name>/options.ts).
  const section: SectionContext = { root, configFile, at, existing, fail, folder };
  const docs = resolveDocsSections(config.content.docs, root, configFile, errors);
  const blog = resolveBlog(config.content.blog, section);
  const pages = resolvePages(config.content.pages, section);
  const api = resolveApi(config.content.api, section);

  const locales: Record<string, LocaleConfig> = {};
  for (const [id, settings] of Object.entries(config.locales ?? { [config.defaultLocale]: {} }))
    locales[id] = {
      ...settings,
      label: settings.label ?? ownName(id),
      // Arabic, Persian, Hebrew… run right to left unless the config says otherwise.
      direction: settings.direction ?? directionOf(settings.htmlLang ?? id),
    };
  if (!locales[config.defaultLocale])
    fail(
      `defaultLocale "${config.defaultLocale}" is not in locales`,
      `add it to locales (${Object.keys(locales).join(', ')}) or set defaultLocale to one of them`,
    );

  const labelled = checkLinks(config, fail);

  // Where each section that is on starts: the navbar's and the footer's links by default.
  const sectionLinks: LinkItem[] = [
    ...docs.map((section) => ({
      label: section.label,
      type: 'docSidebar' as const,
      section: section.id,
    })),
    ...(blog ? [{ label: 'blog.title', to: `/${blog.routeBasePath}` }] : []),
    ...(api ? [{ label: 'api.title', to: `/${api.routeBasePath}` }] : []),
  ];

  const resolved: ResolvedConfig = {
    ...config,
    // Checked by the schema; written one way here.
    url: new URL(config.url).origin,
    baseUrl: `/${config.baseUrl.split('/').filter(Boolean).join('/')}/`.replace('//', '/'),
    root,
    configFile,
    configImports: [],
    warnings: [],
    titleTemplate: config.titleTemplate ?? `%s | ${config.title}`,
    locales,
    navbar: {
      ...config.navbar,
      title: config.navbar.title ?? config.title,
      items: [
        ...(config.navbar.items
          ? navbarItems(config.navbar.items, labelled)
          : sectionLinks.map((link) => ({ ...link, position: 'left' as const }))),
        ...socialItems(config.social),
      ],
    },
    footer: {
      // A column of the sections, when there is more than one to go to.
      columns: config.footer.columns
        ? config.footer.columns.map((column, i) => ({
            ...column,
            items: labelled(column.items, `footer.columns[${i}].items`),
          }))
        : sectionLinks.length > 1
          ? [{ title: config.title, items: sectionLinks }]
          : [],
      copyright: config.footer.copyright ?? `© {year} ${config.title}`,
      logo: config.footer.logo,
      style: config.footer.style,
    },
    theme: {
      customCss: [config.theme.customCss ?? []]
        .flat()
        .map((file, i, all) =>
          existing(all.length > 1 ? `theme.customCss[${i}]` : 'theme.customCss', file)!,
        ),
      colors: {
        both: colorsOnly(config.theme.colors ?? {}),
        light: colorsOnly(config.theme.colors?.light ?? {}),
        dark: colorsOnly(config.theme.colors?.dark ?? {}),
      },
      infima: config.theme.infima,
      ...(config.theme.prism && { prism: config.theme.prism }),
    },
    staticDir: at(config.staticDir),
    // The site's strings: `locales/<locale>.json` unless the config says where.
    localesDir:
      config.localesDir !== undefined
        ? existing('localesDir', config.localesDir)
        : fs.existsSync(at('locales'))
          ? at('locales')
          : undefined,
    template: existing('template', config.template),
    announcementBar: config.announcementBar && {
      ...config.announcementBar,
      link:
        config.announcementBar.link &&
        labelled([config.announcementBar.link], 'announcementBar.link')[0],
    },
    content: { docs, blog, pages, api },
    markdown: markdownOf(config),
  };
  return errors.length > 0 ? { errors } : { config: resolved, errors };
}

type PluginLists = Partial<Record<keyof MarkdownPlugins, MarkdownPlugins[keyof MarkdownPlugins]>>;

/**
 * The Markdown settings, with each section's plugins: the `markdown` section's, then its own. Each
 * docs section has its own (`markdownSectionOf` names it), as each Docusaurus docs plugin has.
 */
function markdownOf(config: ParsedConfig): MarkdownConfig {
  const { format, magicComments, mermaid, ...shared } = config.markdown;
  const plugins: MarkdownConfig['plugins'] = {};
  const { docs } = config.content;
  const own: Array<[MarkdownSection, PluginLists]> = [
    ...(Array.isArray(docs) ? docs : [docs || {}]).map(
      (section, i): [MarkdownSection, PluginLists] => [
        markdownSectionOf(section.id ?? (i === 0 ? DEFAULT_SECTION : '')),
        section,
      ],
    ),
    ['blog', config.content.blog || {}],
    ['pages', config.content.pages || {}],
    ['api', {}],
  ];
  for (const [section, lists] of own) {
    const joined: MarkdownPlugins = {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
      recmaPlugins: [],
    };
    for (const key of Object.keys(joined) as Array<keyof MarkdownPlugins>)
      joined[key] = [...((shared as PluginLists)[key] ?? []), ...(lists[key] ?? [])];
    if (Object.values(joined).some((list) => list.length > 0)) plugins[section] = joined;
  }
  return {
    format,
    magicComments,
    mermaid: mermaidOf(mermaid),
    plugins,
    pluginsKey: '',
  };
}

/** The colours of a set, without the nested sets for one mode. */
function colorsOnly(set: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(set).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A locale's name in its own language ("Deutsch"), or its id when the runtime does not know it. */
function ownName(id: string): string {
  try {
    const name = new Intl.DisplayNames([id], { type: 'language' }).of(id);
    return name ? name.charAt(0).toLocaleUpperCase(id) + name.slice(1) : id;
  } catch {
    return id;
  }
}

/** `markdown.mermaid` as the build reads it: on unless false, with Docusaurus's default themes. */
function mermaidOf(given: ParsedConfig['markdown']['mermaid']): MermaidConfig {
  const settings = typeof given === 'object' ? given : {};
  return {
    blocks: given === false ? false : (settings.blocks ?? true),
    theme: { ...DEFAULT_MERMAID_SETTINGS.theme, ...dropUndefinedKeys(settings.theme ?? {}) },
    options: settings.options ?? {},
  };
}

/** An object without its undefined values. */
function dropUndefinedKeys<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
