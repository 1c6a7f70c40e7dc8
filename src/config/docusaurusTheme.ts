/**
 * A Docusaurus config's `themeConfig` as sitegen's keys: the navbar (its links, docs and version
 * items, dropdowns), the footer (columns and the HTML copyright), the colour mode, the
 * announcement bar and prism's magic comments; each other key or item is one warning.
 */
import { HIGHLIGHTED_LANGUAGES } from './highlightLanguages.js';
import { dropUndefined, isPlain, staticLink, type Plain, type Unused } from './docusaurusValues.js';

/** Sets on `config` what `themeConfig` means for sitegen (its image, metadata and TOC levels are read with the rest). */
export function mapThemeConfig(themeConfig: Plain, config: Plain, unused: Unused): void {
  for (const [key, value] of Object.entries(themeConfig)) {
    if (key === 'navbar' && isPlain(value)) config.navbar = navbar(value, unused);
    else if (key === 'footer' && isPlain(value)) config.footer = footer(value, unused);
    else if (key === 'colorMode' && isPlain(value))
      config.colorMode = dropUndefined({
        defaultMode: value.defaultMode,
        disableSwitch: value.disableSwitch,
        respectPrefersColorScheme: value.respectPrefersColorScheme,
      });
    else if (key === 'announcementBar' && isPlain(value)) {
      config.announcementBar = dropUndefined({
        id: value.id ?? 'announcement-bar',
        content: typeof value.content === 'string' ? { html: value.content } : value.content,
        closeable: value.isCloseable,
        backgroundColor: value.backgroundColor,
        textColor: value.textColor,
      });
    } else if (key === 'prism' && isPlain(value)) {
      for (const [option, setting] of Object.entries(value)) {
        if (option === 'additionalLanguages') additionalLanguages(setting, unused);
        else if (option === 'magicComments') (config.markdown as Plain).magicComments = setting;
        else if (option === 'theme' || option === 'darkTheme') {
          // prism-react-renderer's theme objects: the colours of the code blocks (the schema
          // checks them).
          config.theme = {
            ...(config.theme as Plain),
            prism: { ...prismOf(config), [option]: setting },
          };
        } else unused(`themeConfig.prism.${option}`);
      }
    } else if (key === 'docs' && isPlain(value)) {
      // What the docs pages do differently under these, sitegen does not do: say so by name.
      const sidebar = isPlain(value.sidebar) ? value.sidebar : {};
      if (sidebar.hideable === true)
        unused(
          'themeConfig.docs.sidebar.hideable',
          "sitegen's docs sidebar has no button to hide it",
        );
      if (sidebar.autoCollapseCategories === true)
        unused(
          'themeConfig.docs.sidebar.autoCollapseCategories',
          'sitegen leaves the categories a reader opened open',
        );
    } else if (key === 'blog' && isPlain(value)) {
      // sidebar.groupByYear is read with the blog section (docusaurus.ts).
      const sidebar = isPlain(value.sidebar) ? value.sidebar : {};
      for (const option of Object.keys(value))
        if (option !== 'sidebar') unused(`themeConfig.blog.${option}`);
      for (const option of Object.keys(sidebar))
        if (option !== 'groupByYear') unused(`themeConfig.blog.sidebar.${option}`);
    } else if (['image', 'zoom', 'docs', 'metadata', 'tableOfContents'].includes(key)) continue;
    else if (key === 'algolia') {
      // Its search page keeps its place (`searchPagePath`, `search` by default; false for none).
      const page = isPlain(value) ? value.searchPagePath : undefined;
      config.searchPage =
        page === false
          ? false
          : typeof page === 'string'
            ? page.replace(/^\/+|\/+$/g, '')
            : 'search';
      unused(
        'themeConfig.algolia',
        "sitegen's own search (Pagefind, built with the site) serves it",
      );
    } else unused(`themeConfig.${key}`);
  }
}

function prismOf(config: Plain): Plain {
  const theme = config.theme as Plain | undefined;
  return isPlain(theme?.prism) ? theme.prism : {};
}

/**
 * Docusaurus loads each language of `additionalLanguages` into Prism; sitegen's highlighter has
 * its languages built in, so only one it lacks is worth a word: its code shows unhighlighted.
 */
function additionalLanguages(setting: unknown, unused: Unused): void {
  for (const language of Array.isArray(setting) ? setting : [])
    if (typeof language === 'string' && !HIGHLIGHTED_LANGUAGES.has(language.toLowerCase()))
      unused(
        `themeConfig.prism.additionalLanguages: ${language}`,
        "sitegen's highlighter has no grammar for it: its code blocks show without colours",
      );
}

function navbar(value: Plain, unused: Unused): Plain {
  const items = (Array.isArray(value.items) ? value.items : [])
    .filter(isPlain)
    .flatMap((item) => navbarItem(item, unused, false));
  for (const key of Object.keys(value))
    if (!['title', 'logo', 'items', 'hideOnScroll'].includes(key))
      unused(
        `themeConfig.navbar.${key}`,
        key === 'style'
          ? 'sitegen has one navbar style (set its colours with theme.colors)'
          : undefined,
      );
  const logo = isPlain(value.logo)
    ? dropUndefined({
        src: staticLink(value.logo.src),
        srcDark:
          typeof value.logo.srcDark === 'string' ? staticLink(value.logo.srcDark) : undefined,
        alt: value.logo.alt ?? '',
      })
    : undefined;
  if (isPlain(value.logo)) unusedLogoKeys('navbar', value.logo, ['src', 'srcDark', 'alt'], unused);
  return dropUndefined({ title: value.title, logo, items, hideOnScroll: value.hideOnScroll });
}

/**
 * A navbar item as sitegen's: a link, a doc or sidebar link, a dropdown (typed, or inferred from
 * its `items` as Docusaurus does), a version menu, or HTML; `inside` a dropdown, one of its links.
 * An item sitegen has no equivalent of is one warning naming it.
 */
function navbarItem(item: Plain, unused: Unused, inside: boolean): Plain[] {
  const type = item.type ?? (Array.isArray(item.items) && !inside ? 'dropdown' : 'default');
  const where = inside ? 'themeConfig.navbar.items (in a dropdown)' : 'themeConfig.navbar.items';
  const placed = (made: Plain) =>
    inside ? made : { ...made, position: item.position === 'right' ? 'right' : 'left' };
  const own = dropUndefined({
    className: typeof item.className === 'string' ? item.className : undefined,
    html: typeof item.html === 'string' ? item.html : undefined,
  });
  if (type === 'localeDropdown' || type === 'search') return []; // sitegen shows both itself
  const section = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
  // A docsVersion item leads to a version's start, as a docSidebar item does to the preferred
  // version's first doc of its sidebar.
  if (type === 'docSidebar' || type === 'docsVersion')
    return [
      placed(
        dropUndefined({
          label: item.label ?? (item.html === undefined ? 'Docs' : undefined),
          ...own,
          type: 'docSidebar',
          section,
          sidebar:
            type === 'docSidebar' && typeof item.sidebarId === 'string'
              ? item.sidebarId
              : undefined,
        }),
      ),
    ];
  if (type === 'docsVersionDropdown' && !inside) {
    // Links after the versions (archived versions, a page of all versions).
    const after = (Array.isArray(item.dropdownItemsAfter) ? item.dropdownItemsAfter : [])
      .filter(isPlain)
      .flatMap((child) => navbarItem(child, unused, true));
    if (Array.isArray(item.dropdownItemsBefore) && item.dropdownItemsBefore.length > 0)
      unused('themeConfig.navbar.items: docsVersionDropdown.dropdownItemsBefore');
    return [
      placed(
        dropUndefined({
          type: 'docsVersionDropdown',
          section,
          ...own,
          items: after.length > 0 ? after : undefined,
        }),
      ),
    ];
  }
  if (type === 'doc' && typeof item.docId === 'string')
    // The doc in the reader's version; active where its sidebar shows, as Docusaurus's item.
    return [
      placed(
        dropUndefined({
          label: item.label ?? (item.html === undefined ? item.docId : undefined),
          ...own,
          type: 'docSidebar',
          doc: item.docId,
          section,
        }),
      ),
    ];
  if (type === 'dropdown' && !inside)
    return [
      placed(
        dropUndefined({
          label: item.label,
          ...own,
          items: (Array.isArray(item.items) ? item.items : [])
            .filter(isPlain)
            .flatMap((child) => navbarItem(child, unused, true)),
        }),
      ),
    ];
  // HTML the author wrote, shown as it is (Docusaurus's html item: its `value`).
  if (type === 'html' && typeof item.value === 'string')
    return [placed(dropUndefined({ html: item.value, className: own.className }))];
  if (type === 'default') {
    const made = link(item);
    // Docusaurus lights a link by its activeBaseRegex or activeBasePath, else on its own page and
    // the pages under it; never for a whole section as a sitegen link.
    const active = inside
      ? {}
      : typeof item.activeBaseRegex === 'string'
        ? { activeBaseRegex: item.activeBaseRegex }
        : typeof item.activeBasePath === 'string'
          ? { activeBasePath: item.activeBasePath }
          : typeof made.to === 'string'
            ? { activeBasePath: made.to }
            : {};
    return [placed({ ...made, ...active })];
  }
  unused(
    `${where}: ${String(type)} item`,
    typeof type === 'string' && type.startsWith('custom-')
      ? "sitegen cannot show a custom item (its component is the site's React code)"
      : 'sitegen has no such item',
  );
  return [];
}

/** Warns about each key of a logo sitegen does not use (a dark-mode image, a size, a style). */
function unusedLogoKeys(where: string, logo: Plain, used: string[], unused: Unused): void {
  for (const key of Object.keys(logo))
    if (!used.includes(key)) unused(`themeConfig.${where}.logo.${key}`);
}

function footer(value: Plain, unused: Unused): Plain {
  for (const key of Object.keys(value))
    if (!['links', 'copyright', 'logo', 'style'].includes(key)) unused(`themeConfig.footer.${key}`);
  const links = (Array.isArray(value.links) ? value.links : []).filter(isPlain);
  // Docusaurus's simple footer is a list of links, not of columns: one column with no title.
  const simple = links.length > 0 && links.every((entry) => !Array.isArray(entry.items));
  const columns = simple
    ? [{ items: links.map(link) }]
    : links.map((column) =>
        dropUndefined({
          title: typeof column.title === 'string' && column.title !== '' ? column.title : undefined,
          items: (Array.isArray(column.items) ? column.items : []).filter(isPlain).map(link),
        }),
      );
  // Docusaurus writes the copyright as HTML.
  const copyright = typeof value.copyright === 'string' ? { html: value.copyright } : undefined;
  if (isPlain(value.logo)) unusedLogoKeys('footer', value.logo, ['src', 'alt', 'href'], unused);
  const logo =
    isPlain(value.logo) && typeof value.logo.src === 'string'
      ? dropUndefined({
          src: staticLink(value.logo.src),
          alt: typeof value.logo.alt === 'string' ? value.logo.alt : '',
          href: typeof value.logo.href === 'string' ? value.logo.href : undefined,
        })
      : undefined;
  // Docusaurus's dark footer (Jest's: a logo drawn for a dark background).
  const style = value.style === 'dark' ? 'dark' : undefined;
  return dropUndefined({ columns, copyright, logo, style });
}

/**
 * A Docusaurus link item: `to` on the site, `href` elsewhere (or a path, as Docusaurus allows);
 * `html` instead of a label, or alone.
 */
function link(item: Plain): Plain {
  const href = typeof item.href === 'string' ? item.href : undefined;
  const internal = href !== undefined && href.startsWith('/');
  // An item with no label but an `aria-label` (an icon the site's CSS draws): that is its name.
  // With neither (an icon link drawn by its className alone), its address names it.
  const ariaLabel =
    typeof item['aria-label'] === 'string'
      ? item['aria-label']
      : [item.href, item.to].find((value) => typeof value === 'string' && value !== '');
  const unlabelled = item.label === undefined && item.html === undefined;
  // Docusaurus reads `to` under the base URL, with or without its leading "/" ("blog").
  const to =
    typeof item.to === 'string' && !/^(?:\/|[a-z][\w+.-]*:)/i.test(item.to)
      ? `/${item.to}`
      : item.to;
  return dropUndefined({
    label: item.label ?? (item.html === undefined ? (ariaLabel ?? '') : undefined),
    // The author's HTML: the label of a link, or an item of its own (Docusaurus's footer `html`).
    html: typeof item.html === 'string' ? item.html : undefined,
    to: to ?? (internal ? href : undefined),
    href: internal ? undefined : href,
    className: typeof item.className === 'string' ? item.className : undefined,
    hideLabel: unlabelled && ariaLabel !== undefined ? true : undefined,
  });
}
