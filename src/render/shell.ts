/** The per-locale data every page shares: navbar, footer, strings, locales, sidebar. */
import {
  DEFAULT_SECTION,
  type LinkItem,
  type NavbarItem,
  type ResolvedConfig,
} from '../config/index.js';
import { type RouteTable, localeBase, localizeLink } from '../routes/index.js';
import {
  DEFAULT_MERMAID_SETTINGS,
  type MermaidSettings,
  SOCIAL_NETWORKS,
  socialOfClass,
  socialOfUrl,
} from '../shared/index.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeHtml } from './head.js';
import {
  format,
  SocialIcon,
  type ClientShell,
  type NavbarItemView,
  type ShellData,
  type ThemeLink,
  type VersionedDocs,
} from '../theme/index.js';

/**
 * What navbar and footer items of a content plugin's types read of it (Docusaurus's `docSidebar`
 * and `doc` items, its version menus): the docs plugin's `navbarLinks`.
 */
export interface NavbarLinks {
  /** Where a `docSidebar` item (or one naming a `doc`) leads; undefined when nowhere. */
  href(item: DocsItem): string | undefined;
  /** The key of the sidebar a `docSidebar` item opens (its link is active on pages showing it). */
  sidebar(item: DocsItem): string | undefined;
  /** The docs sections with more than one version, for the version menus. */
  versions: VersionedDocs[];
}

/** What a navbar or footer item says of the docs it leads to. */
export type DocsItem = Pick<LinkItem, 'section' | 'sidebar' | 'doc'>;

const NO_NAVBAR_LINKS: NavbarLinks = {
  href: () => undefined,
  sidebar: () => undefined,
  versions: [],
};

/** `links`: what the navbar's docs items read (a site without docs has none). */
export function buildShell(
  config: ResolvedConfig,
  locale: string,
  strings: Record<string, string>,
  table: RouteTable,
  links: NavbarLinks = NO_NAVBAR_LINKS,
): ShellData {
  const t = (key: string, vars?: Record<string, string | number>) => format(strings, key, vars);
  // A Docusaurus site's navbar.json and footer.json translate labels of their own part first.
  const from = (file: 'navbar.json' | 'footer.json', key: string, text: string) =>
    strings[`${file}:${key}${text}`] ?? t(text);
  const LINK_KEYS = { 'navbar.json': 'item.label.', 'footer.json': 'link.item.label.' } as const;
  const link = (item: LinkItem, file?: keyof typeof LINK_KEYS): ThemeLink => {
    const label = file ? from(file, LINK_KEYS[file], item.label) : t(item.label);
    // An item of HTML only: the author's HTML, as Docusaurus writes a footer `html` item.
    if (item.html !== undefined && item.to === undefined && item.href === undefined && !item.type)
      return {
        label,
        href: '',
        external: false,
        html: item.html,
        ...(item.className && { className: item.className }),
      };
    return linkTo(item, label);
  };
  const linkTo = (item: LinkItem, label: string): ThemeLink => ({
    ...socialIconOf(item, label),
    href:
      item.href ??
      (item.type === 'docSidebar'
        ? (links.href(item) ?? localeBase(config, locale))
        : localizeLink(config, locale, item.to ?? '/')),
    external: item.href !== undefined,
    ...(item.className && { className: item.className }),
    ...(item.hideLabel && { hideLabel: true }),
    ...(item.html !== undefined && { labelHtml: item.html }),
  });
  const { copyright, logo: footerLogo } = config.footer;
  const year = { year: new Date().getFullYear() };
  const docsVersions = links.versions;
  const bar = config.announcementBar;
  return {
    siteTitle: config.title,
    locale,
    localeBase: localeBase(config, locale),
    strings,
    navbar: {
      title: config.navbar.title && (strings['navbar.json:title'] ?? t(config.navbar.title)),
      logo: config.navbar.logo && {
        src: localizeLink(config, locale, config.navbar.logo.src),
        ...(config.navbar.logo.srcDark !== undefined && {
          srcDark: localizeLink(config, locale, config.navbar.logo.srcDark),
        }),
        alt: strings['navbar.json:logo.alt'] ?? t(config.navbar.logo.alt),
      },
      items: navbarItems(config, docsVersions, (item) => {
        const items = item.items?.map((inner) => link(inner, 'navbar.json'));
        return {
          ...(items && items.length > 0
            ? {
                label: from('navbar.json', 'item.label.', item.label),
                href: items.find((inner) => inner.href !== '')?.href ?? '',
                external: false,
                items,
                ...(item.className && { className: item.className }),
                ...(item.html !== undefined && { labelHtml: item.html }),
              }
            : link(
                { ...item, type: item.type === 'docSidebar' ? 'docSidebar' : undefined },
                'navbar.json',
              )),
          position: item.position ?? 'left',
          ...(item.activeBasePath !== undefined && {
            // A prefix of the paths the item is active on, compared without a trailing slash.
            activeBasePath: localizeLink(
              { ...config, trailingSlash: undefined },
              locale,
              `/${item.activeBasePath.replace(/^\/+/, '')}`,
            ),
          }),
          ...(item.activeBaseRegex !== undefined && { activeBaseRegex: item.activeBaseRegex }),
          ...(item.type === 'docSidebar' &&
            links.sidebar(item) !== undefined && { docSidebar: links.sidebar(item) }),
        };
      }),
      hideOnScroll: config.navbar.hideOnScroll,
    },
    footer: {
      columns: config.footer.columns.map((column) => ({
        ...(column.title !== undefined && {
          title: from('footer.json', 'link.title.', column.title),
        }),
        items: column.items.map((item) => link(item, 'footer.json')),
      })),
      // Text, or the config's trusted HTML (`{ html }`); with a logo, the logo's HTML before it
      // (the browser's runtime then has nothing more to draw).
      ...footerCopyright(
        typeof copyright === 'string'
          ? { text: strings['footer.json:copyright'] ?? t(copyright, year) }
          : { html: strings['footer.json:copyright'] ?? t(copyright.html, year) },
        footerLogo && footerLogoHtml(config, locale, footerLogo, strings, t),
      ),
      ...(config.footer.style === 'dark' && { style: 'dark' as const }),
    },
    announcement: bar && {
      id: bar.id,
      text: typeof bar.content === 'string' ? t(bar.content) : '',
      html: typeof bar.content === 'string' ? undefined : t(bar.content.html),
      link: bar.link && link(bar.link),
      closeable: bar.closeable,
      backgroundColor: bar.backgroundColor,
      textColor: bar.textColor,
    },
    locales: Object.entries(config.locales).map(([id, settings]) => ({
      id,
      label: settings.label,
      htmlLang: settings.htmlLang ?? id,
      base: localeBase(config, id),
    })),
    colorMode: config.colorMode,
    docsSidebar: table.sidebar,
    search: config.search !== false,
    ...(docsVersions.length > 0 && { docsVersions }),
    ...mermaidSettings(config),
  };
}

/** Mermaid's themes and options, for the browser, when the config changes its defaults. */
function mermaidSettings(config: ResolvedConfig): { mermaid?: MermaidSettings } {
  const { theme, options } = config.markdown.mermaid;
  const defaults = DEFAULT_MERMAID_SETTINGS;
  const isDefault =
    theme.light === defaults.theme.light &&
    theme.dark === defaults.theme.dark &&
    Object.keys(options).length === 0;
  return isDefault ? {} : { mermaid: { theme, options } };
}

/**
 * The navbar's items: a `docsVersionDropdown` item is the version menu of its section (left out
 * when the section has one version); without one, and unless the config says no, the menu of the
 * page's docs section comes last on the right (before the locale menu) when any section has
 * versions.
 */
function navbarItems(
  config: ResolvedConfig,
  docsVersions: VersionedDocs[],
  view: (item: NavbarItem) => NavbarItemView,
): NavbarItemView[] {
  const menus = config.navbar.items.filter((item) => item.type === 'docsVersionDropdown');
  const items = config.navbar.items.flatMap((item): NavbarItemView[] => {
    if (item.type !== 'docsVersionDropdown') return [view(item)];
    const section = docsVersions.find((docs) => docs.id === (item.section ?? DEFAULT_SECTION));
    if (!section) return [];
    // A menu has no link of its own: its versions are its links, then the item's own links.
    const extra = item.items && item.items.length > 0 ? view(item).items : undefined;
    return [
      {
        label: item.label,
        href: '',
        external: false,
        position: item.position,
        versionMenu: section.id,
        ...(extra && { items: extra }),
      },
    ];
  });
  if (menus.length > 0 || !config.navbar.versionMenu || docsVersions.length === 0) return items;
  const automatic: NavbarItemView = {
    label: '',
    href: '',
    external: false,
    position: 'right',
    versionMenu: '',
  };
  return [...items, automatic];
}

/** String keys the hydrated shell uses; the others stay on the server. */
const CLIENT_STRING_PREFIXES = [
  'navbar.',
  'common.',
  'announcement.',
  'crash.',
  'error.',
  'loading.',
  'colorMode.',
  'search.',
  'code.',
];

/** What the browser needs of the shell: no sidebar (pages carry it as HTML), only its own strings. */
export function clientShell(shell: ShellData): ClientShell {
  const { docsSidebar: _sidebar, ...rest } = shell;
  // The version menu's strings only where there are versions to choose from.
  const prefixes = shell.docsVersions
    ? [...CLIENT_STRING_PREFIXES, 'versions.']
    : CLIENT_STRING_PREFIXES;
  const strings = Object.fromEntries(
    Object.entries(shell.strings).filter(([key]) =>
      prefixes.some((prefix) => key.startsWith(prefix)),
    ),
  );
  return { ...rest, strings };
}

/** The footer's copyright as ShellData holds it, as text or HTML; a logo makes it HTML. */
function footerCopyright(
  copyright: { text: string } | { html: string },
  logoHtml: string | undefined,
): Pick<ShellData['footer'], 'copyright' | 'copyrightHtml'> {
  if (logoHtml === undefined)
    return 'text' in copyright
      ? { copyright: copyright.text }
      : { copyright: '', copyrightHtml: copyright.html };
  const rest = 'text' in copyright ? `<p>${escapeHtml(copyright.text)}</p>` : copyright.html;
  return { copyright: '', copyrightHtml: `<div class="footer-logo">${logoHtml}</div>${rest}` };
}

/**
 * The footer's logo as HTML: its image, in a link when it has an `href`; its alt text from
 * `footer.json` (`logo.alt`) in a Docusaurus site's locale.
 */
function footerLogoHtml(
  config: ResolvedConfig,
  locale: string,
  logo: NonNullable<ResolvedConfig['footer']['logo']>,
  strings: Record<string, string>,
  t: (key: string) => string,
): string {
  const alt = strings['footer.json:logo.alt'] ?? t(logo.alt);
  const image = `<img src="${escapeHtml(localizeLink(config, locale, logo.src))}" alt="${escapeHtml(alt)}">`;
  if (logo.href === undefined) return image;
  const href = /^[a-z][\w+.-]*:/i.test(logo.href)
    ? logo.href
    : localizeLink(config, locale, logo.href);
  return `<a href="${escapeHtml(href)}">${image}</a>`;
}

/**
 * The icon a link shows instead of its label, and its name for screen readers: the item's `icon`
 * (the config's `social`), else the network a Docusaurus icon item stands for, by its
 * conventional class (`header-github-link`, which the site's CSS drew on) or, for an item
 * without a label, by its address's host; that network's name when the item had none but its
 * address.
 */
function socialIconOf(item: LinkItem, label: string): Pick<ThemeLink, 'label' | 'iconHtml'> {
  const icon =
    item.icon ??
    socialOfClass(item.className) ??
    (item.hideLabel && item.href ? socialOfUrl(item.href) : undefined);
  if (icon === undefined) return { label };
  const named = label !== '' && label !== item.href && label !== item.to;
  return {
    label: named ? label : (SOCIAL_NETWORKS[icon]?.label ?? label),
    iconHtml: renderToStaticMarkup(createElement(SocialIcon, { platform: icon })),
  };
}
