/**
 * Everything in <head> for one page: title, description, canonical and hreflang links, social
 * meta, favicon, stylesheet, the pre-paint script and the analytics tracker. Values are escaped.
 */
import type { ResolvedConfig } from '../config/types.js';
import type { PageData, ShellData } from '../theme/types.js';
import { localizeLink, pathInLocale } from '../routes/urls.js';
import { jsonForScript } from './structuredData.js';

export interface HeadInput {
  config: ResolvedConfig;
  shell: ShellData;
  page: PageData;
  keywords?: string[];
  image?: string;
  stylesheets: string[];
  /** JSON-LD objects for this page. */
  structuredData?: object[];
  /** The blog's feeds, linked from every page. */
  feeds?: { title: string; rss: string; atom: string };
  /** Whether other locales have this page (hreflang alternates). */
  alternates: boolean;
  noindex: boolean;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const tag = (name: string, attrs: Record<string, string | undefined | true>) =>
  `<${name}${Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(v as string)}"`))
    .join('')}>`;

export function pageTitle(config: ResolvedConfig, shell: ShellData, page: PageData): string {
  if (page.url === shell.localeBase) return `${config.title} · ${shell.strings[config.tagline] ?? config.tagline}`;
  return config.titleTemplate.replace('%s', page.title);
}

export function buildHead(input: HeadInput): string {
  const { config, shell, page } = input;
  const title = pageTitle(config, shell, page);
  const description = page.description ?? shell.strings[config.tagline] ?? config.tagline;
  const canonical = config.url + page.url;
  const image = input.image ?? config.image;
  const imageUrl = image ? (/^https?:/.test(image) ? image : config.url + localizeLink(config, shell.locale, image)) : undefined;
  const out: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    tag('meta', { name: 'description', content: description }),
    tag('meta', { name: 'generator', content: 'sitegen' }),
    tag('link', { rel: 'canonical', href: canonical }),
  ];
  if (input.noindex) out.push(tag('meta', { name: 'robots', content: 'noindex, nofollow' }));
  if (input.keywords && input.keywords.length > 0) out.push(tag('meta', { name: 'keywords', content: input.keywords.join(', ') }));
  if (input.alternates) {
    for (const locale of shell.locales) {
      out.push(tag('link', { rel: 'alternate', hreflang: locale.htmlLang, href: config.url + pathInLocale(page.url, shell.localeBase, locale.base) }));
    }
    const fallback = shell.locales.find((l) => l.id === config.defaultLocale);
    if (fallback) out.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: config.url + pathInLocale(page.url, shell.localeBase, fallback.base) }));
  }
  out.push(
    tag('meta', { property: 'og:title', content: page.title || config.title }),
    tag('meta', { property: 'og:description', content: description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:type', content: page.kind === 'doc' ? 'article' : 'website' }),
    tag('meta', { property: 'og:site_name', content: config.title }),
    tag('meta', { property: 'og:locale', content: (shell.locales.find((l) => l.id === shell.locale)?.htmlLang ?? shell.locale).replace('-', '_') }),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
  );
  if (imageUrl) out.push(tag('meta', { property: 'og:image', content: imageUrl }), tag('meta', { name: 'twitter:image', content: imageUrl }));
  out.push(tag('link', { rel: 'icon', href: localizeLink(config, shell.locale, config.favicon) }));
  out.push(tag('meta', { name: 'theme-color', content: config.colorMode.defaultMode === 'dark' ? '#0f1117' : '#ffffff' }));
  if (input.feeds) {
    out.push(
      tag('link', { rel: 'alternate', type: 'application/rss+xml', title: `${input.feeds.title} RSS`, href: input.feeds.rss }),
      tag('link', { rel: 'alternate', type: 'application/atom+xml', title: `${input.feeds.title} Atom`, href: input.feeds.atom }),
    );
  }
  for (const href of input.stylesheets) out.push(tag('link', { rel: 'stylesheet', href }));
  if (config.manifest) out.push(tag('link', { rel: 'manifest', href: localizeLink(config, shell.locale, config.manifest) }));
  for (const data of input.structuredData ?? []) out.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  out.push(`<script>${prePaintScript(config, shell)}</script>`);
  if (config.tracker) {
    out.push(`${tag('script', { async: true, defer: true, src: `${config.tracker.host.replace(/\/$/, '')}/tracker.js`, 'data-website-id': config.tracker.websiteId })}</script>`);
  }
  return out.join('\n');
}

/**
 * Runs before first paint: applies the colour mode (stored choice, system preference or the
 * configured default) and hides an announcement bar the reader already closed. Storage may throw
 * (blocked cookies); then the defaults apply.
 */
/** A JavaScript string literal that is safe inside a <script> element. */
const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

export function prePaintScript(config: ResolvedConfig, shell: ShellData): string {
  const mode = config.colorMode;
  const announcementId = shell.announcement?.id ?? '';
  return [
    '(function(){var d=document.documentElement;',
    'function g(k){try{return window.localStorage.getItem(k)}catch(e){return null}}',
    mode.disableSwitch
      ? `var m=${js(mode.defaultMode)};`
      : `var m=g('theme');if(m!=='light'&&m!=='dark'){m=${mode.respectPrefersColorScheme ? `window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'` : js(mode.defaultMode)};}`,
    "d.setAttribute('data-theme',m);",
    announcementId
      ? `if(g('docusaurus.announcement.id')===${js(announcementId)}&&g('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','');`
      : '',
    '})();',
  ].join('');
}
