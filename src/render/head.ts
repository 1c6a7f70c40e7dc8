/**
 * Everything in <head>: the page's own tags (description, canonical and hreflang links, social
 * meta, JSON-LD) and the locale's shared ones (favicon, feeds, stylesheets, the pre-paint script,
 * the runtime and the analytics tracker). Values are escaped.
 */
import type { PluginHeadTag } from '../plugin/index.js';
import { escapeHtml } from '../shared/index.js';
import type { ResolvedConfig } from '../config/index.js';
import {
  PAGE_HEAD_ATTRIBUTE,
  RUNTIME_SCRIPT_ID,
  type PageData,
  type ShellData,
} from '../theme/index.js';
import { absoluteOf, absoluteUrl, localizeLink } from '../routes/index.js';
import { pathInLocale } from '../shared/index.js';
import { prePaintScript } from './inlineScripts.js';
import { jsonForScript } from './structuredData.js';

export interface HeadInput {
  config: ResolvedConfig;
  shell: ShellData;
  page: PageData;
  keywords?: string[];
  image?: string;
  /** JSON-LD objects for this page. */
  structuredData?: object[];
  /** Whether other locales have this page (hreflang alternates). */
  alternates: boolean;
  noindex: boolean;
}

export { escapeHtml };

/** Elements with no end tag (HTML's void elements). */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const tag = (name: string, attrs: Record<string, string | boolean | undefined>) =>
  `<${name}${Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(v as string)}"`))
    .join('')}>`;

export function pageTitle(config: ResolvedConfig, shell: ShellData, page: PageData): string {
  const tagline = shell.strings[config.tagline] ?? config.tagline;
  if (page.url === shell.localeBase) return tagline ? `${config.title} · ${tagline}` : config.title;
  // A page titled as the site (a React page that names itself nothing) is the site's title alone.
  if (page.title.trim() === '' || page.title === config.title) return config.title;
  return config.titleTemplate.replace('%s', page.title);
}

/** Marks the head tags that belong to one page, which the browser swaps on in-place navigation. */
const PAGE = { [PAGE_HEAD_ATTRIBUTE]: true } as const;

/** The <head> tags that differ from page to page: description, canonical, alternates, social meta, JSON-LD. */
export function pageHeadTags(input: HeadInput): string {
  const { config, shell, page } = input;
  // A site without a tagline has no description for pages that give none.
  const description = page.description ?? shell.strings[config.tagline] ?? config.tagline;
  const canonical = absoluteOf(config, page.url);
  const image = input.image ?? config.image;
  const imageUrl = image ? absoluteUrl(config, shell.locale, image) : undefined;
  const out: string[] = [
    ...(description ? [tag('meta', { name: 'description', content: description, ...PAGE })] : []),
    tag('link', { rel: 'canonical', href: canonical, ...PAGE }),
  ];
  if (input.noindex)
    out.push(tag('meta', { name: 'robots', content: 'noindex, nofollow', ...PAGE }));
  if (input.keywords && input.keywords.length > 0)
    out.push(tag('meta', { name: 'keywords', content: input.keywords.join(', '), ...PAGE }));
  if (input.alternates) {
    for (const locale of shell.locales) {
      out.push(
        tag('link', {
          rel: 'alternate',
          hreflang: locale.htmlLang,
          href: absoluteOf(config, pathInLocale(page.url, shell.localeBase, locale.base)),
          ...PAGE,
        }),
      );
    }
    const fallback = shell.locales.find((l) => l.id === config.defaultLocale);
    if (fallback)
      out.push(
        tag('link', {
          rel: 'alternate',
          hreflang: 'x-default',
          href: absoluteOf(config, pathInLocale(page.url, shell.localeBase, fallback.base)),
          ...PAGE,
        }),
      );
  }
  out.push(
    tag('meta', { property: 'og:title', content: page.title || config.title, ...PAGE }),
    ...(description
      ? [tag('meta', { property: 'og:description', content: description, ...PAGE })]
      : []),
    tag('meta', { property: 'og:url', content: canonical, ...PAGE }),
    tag('meta', {
      property: 'og:type',
      content: page.kind === 'doc' || page.kind === 'blog-post' ? 'article' : 'website',
      ...PAGE,
    }),
  );
  if (imageUrl)
    out.push(
      tag('meta', { property: 'og:image', content: imageUrl, ...PAGE }),
      tag('meta', { name: 'twitter:image', content: imageUrl, ...PAGE }),
    );
  for (const data of input.structuredData ?? [])
    out.push(
      `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${jsonForScript(data)}</script>`,
    );
  return out.join('\n');
}

/** A config's or plugin's tag as HTML: attributes escaped, `innerHTML` as it is (trusted). */
function htmlTag({ tagName, attributes = {}, innerHTML }: PluginHeadTag): string {
  return VOID_ELEMENTS.has(tagName)
    ? tag(tagName, attributes)
    : `${tag(tagName, attributes)}${innerHTML ?? ''}</${tagName}>`;
}

/** The plugins' tags of every page's <body>: right after `<body>`, and right before `</body>`. */
export interface SiteBodyTags {
  preBody: string;
  postBody: string;
}

export function siteBodyTags(pluginTags: PluginHeadTag[] = []): SiteBodyTags {
  const at = (position: 'preBody' | 'postBody') =>
    pluginTags
      .filter((t) => t.position === position)
      .map(htmlTag)
      .join('\n');
  return { preBody: at('preBody'), postBody: at('postBody') };
}

export interface SiteHeadInput {
  config: ResolvedConfig;
  shell: ShellData;
  stylesheets: string[];
  /** The browser runtime's entry module, when it has one. */
  script?: string;
  /** The blog's feeds, linked from every page. */
  feeds?: { title: string; rss: string; atom: string };
  /** Tags the site's plugins add to every page of the locale. */
  pluginTags?: PluginHeadTag[];
  /** The URL of the module that runs the plugins' browser modules, when they have any. */
  clientModules?: string;
}

/** The <head> tags every page of a locale shares: icons, feeds, stylesheets, scripts. */
export function siteHeadTags(input: SiteHeadInput): string {
  const { start, end } = siteHeadParts(input);
  return `${start}\n${end}`;
}

/**
 * The shared <head> tags in two parts, `start` ending with the stylesheets: a page's own
 * stylesheets (`pageStylesheetTags`) go between them, so they come after the theme's on every
 * page, as client/head.ts places them on in-place navigation.
 */
export interface SiteHead {
  start: string;
  end: string;
}

export function siteHeadParts(input: SiteHeadInput): SiteHead {
  const { config, shell } = input;
  const out: string[] = [
    tag('meta', { name: 'generator', content: 'sitegen' }),
    tag('meta', { property: 'og:site_name', content: config.title }),
    tag('meta', {
      property: 'og:locale',
      content: (shell.locales.find((l) => l.id === shell.locale)?.htmlLang ?? shell.locale).replace(
        '-',
        '_',
      ),
    }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    // No favicon: an empty one, so browsers do not ask for /favicon.ico (a 404 in every log).
    tag('link', {
      rel: 'icon',
      href: config.favicon ? localizeLink(config, shell.locale, config.favicon) : 'data:,',
    }),
    tag('meta', {
      name: 'theme-color',
      content: config.colorMode.defaultMode === 'dark' ? '#0f1117' : '#ffffff',
    }),
  ];
  if (input.feeds) {
    out.push(
      tag('link', {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `${input.feeds.title} RSS`,
        href: input.feeds.rss,
      }),
      tag('link', {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: `${input.feeds.title} Atom`,
        href: input.feeds.atom,
      }),
    );
  }
  for (const href of input.stylesheets) out.push(tag('link', { rel: 'stylesheet', href }));
  const sheetsEnd = out.length;
  if (config.manifest)
    out.push(
      tag('link', { rel: 'manifest', href: localizeLink(config, shell.locale, config.manifest) }),
    );
  out.push(`<script>${prePaintScript(config, shell)}</script>`);
  // The page is complete without the runtime: fetch it after the stylesheets and images, so it
  // never holds up the first paint.
  if (input.script)
    out.push(
      `${tag('script', { type: 'module', id: RUNTIME_SCRIPT_ID, src: input.script, fetchpriority: 'low' })}</script>`,
    );
  for (const attributes of config.metadata) out.push(tag('meta', attributes));
  for (const sheet of config.stylesheets)
    out.push(
      tag('link', { rel: 'stylesheet', ...(typeof sheet === 'string' ? { href: sheet } : sheet) }),
    );
  // The config's own tags, then its plugins' (theirs, like the config's, are trusted HTML).
  for (const pluginTag of [
    ...config.headTags,
    ...(input.pluginTags ?? []).filter((t) => (t.position ?? 'head') === 'head'),
  ])
    out.push(htmlTag(pluginTag));
  // The plugins' browser modules, run on every page (client/clientModules.ts calls their hooks).
  if (input.clientModules)
    out.push(`${tag('script', { type: 'module', src: input.clientModules })}</script>`);
  for (const script of config.scripts) {
    out.push(`${tag('script', typeof script === 'string' ? { src: script } : script)}</script>`);
  }
  if (config.tracker) {
    out.push(
      `${tag('script', { async: true, defer: true, src: `${config.tracker.host.replace(/\/$/, '')}/tracker.js`, 'data-website-id': config.tracker.websiteId })}</script>`,
    );
  }
  return { start: out.slice(0, sheetsEnd).join('\n'), end: out.slice(sheetsEnd).join('\n') };
}

/**
 * The links of a page's own stylesheets (those of its kind only: the API reference's), marked as
 * the page's so in-place navigation adds and removes them (client/head.ts).
 */
export function pageStylesheetTags(hrefs: readonly string[]): string {
  return hrefs.map((href) => tag('link', { rel: 'stylesheet', href, ...PAGE })).join('\n');
}
