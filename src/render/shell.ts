/** The per-locale data every page shares: navbar, footer, strings, locales, sidebar. */
import type { LinkItem, ResolvedConfig } from '../config/index.js';
import { type RouteTable, localeBase, localizeLink } from '../routes/index.js';
import { format, type ClientShell, type ShellData, type ThemeLink } from '../theme/index.js';

export function buildShell(
  config: ResolvedConfig,
  locale: string,
  strings: Record<string, string>,
  table: RouteTable,
): ShellData {
  const t = (key: string, vars?: Record<string, string | number>) => format(strings, key, vars);
  // A Docusaurus site's navbar.json and footer.json translate labels of their own part first.
  const from = (file: 'navbar.json' | 'footer.json', key: string, text: string) =>
    strings[`${file}:${key}${text}`] ?? t(text);
  const LINK_KEYS = { 'navbar.json': 'item.label.', 'footer.json': 'link.item.label.' } as const;
  const link = (item: LinkItem, file?: keyof typeof LINK_KEYS): ThemeLink => ({
    label: file ? from(file, LINK_KEYS[file], item.label) : t(item.label),
    href:
      item.href ??
      (item.type === 'docSidebar' ? firstDoc : localizeLink(config, locale, item.to ?? '/')),
    external: item.href !== undefined,
  });
  const { copyright } = config.footer;
  const year = { year: new Date().getFullYear() };
  const firstDoc = table.sidebarOrder[0]?.href ?? localeBase(config, locale);
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
        alt: strings['navbar.json:logo.alt'] ?? t(config.navbar.logo.alt),
      },
      items: config.navbar.items.map((item) => {
        const items = item.items?.map((inner) => link(inner, 'navbar.json'));
        return {
          ...(items && items.length > 0
            ? {
                label: from('navbar.json', 'item.label.', item.label),
                href: items[0].href,
                external: false,
                items,
              }
            : link(item, 'navbar.json')),
          position: item.position ?? 'left',
        };
      }),
      hideOnScroll: config.navbar.hideOnScroll,
    },
    footer: {
      columns: config.footer.columns.map((column) => ({
        title: from('footer.json', 'link.title.', column.title),
        items: column.items.map((item) => link(item, 'footer.json')),
      })),
      // Text, or the config's trusted HTML (`{ html }`).
      copyright:
        typeof copyright === 'string'
          ? (strings['footer.json:copyright'] ?? t(copyright, year))
          : '',
      copyrightHtml:
        typeof copyright === 'string'
          ? undefined
          : (strings['footer.json:copyright'] ?? t(copyright.html, year)),
    },
    announcement: bar && {
      id: bar.id,
      text: typeof bar.content === 'string' ? t(bar.content) : '',
      html: typeof bar.content === 'string' ? undefined : t(bar.content.html),
      link: bar.link && link(bar.link),
      closeable: bar.closeable,
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
  };
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
  const strings = Object.fromEntries(
    Object.entries(shell.strings).filter(([key]) =>
      CLIENT_STRING_PREFIXES.some((prefix) => key.startsWith(prefix)),
    ),
  );
  return { ...rest, strings };
}
