/**
 * A Docusaurus config's `themeConfig` as sitegen's keys: the navbar (its links, docs and version
 * items, dropdowns), the footer (columns and the HTML copyright), the colour mode, the
 * announcement bar and prism's magic comments; each other key or item is one warning.
 */
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
    else if (key === 'algolia')
      unused(
        'themeConfig.algolia',
        "sitegen's own search (Pagefind, built with the site) serves it",
      );
    else unused(`themeConfig.${key}`);
  }
}

function navbar(value: Plain, unused: Unused): Plain {
  const items: Plain[] = [];
  for (const item of Array.isArray(value.items) ? value.items : []) {
    if (!isPlain(item)) continue;
    const type = item.type ?? 'default';
    const position = item.position === 'right' ? 'right' : 'left';
    if (type === 'localeDropdown' || type === 'search') continue; // sitegen shows both itself
    const section = typeof item.docsPluginId === 'string' ? item.docsPluginId : undefined;
    // A docsVersion item leads to a version's start, as a docSidebar item does to the preferred
    // version's first doc of its sidebar.
    if (type === 'docSidebar' || type === 'docsVersion')
      items.push(
        dropUndefined({
          label: item.label ?? 'Docs',
          type: 'docSidebar',
          section,
          sidebar:
            type === 'docSidebar' && typeof item.sidebarId === 'string'
              ? item.sidebarId
              : undefined,
          position,
        }),
      );
    else if (type === 'docsVersionDropdown') {
      // Links after the versions (archived versions, a page of all versions).
      const after = (Array.isArray(item.dropdownItemsAfter) ? item.dropdownItemsAfter : [])
        .filter(isPlain)
        .map(link);
      items.push(
        dropUndefined({
          type: 'docsVersionDropdown',
          section,
          position,
          items: after.length > 0 ? after : undefined,
        }),
      );
      if (Array.isArray(item.dropdownItemsBefore) && item.dropdownItemsBefore.length > 0)
        unused('themeConfig.navbar.items: docsVersionDropdown.dropdownItemsBefore');
    } else if (type === 'doc' && typeof item.docId === 'string')
      // The doc in the reader's version; active where its sidebar shows, as Docusaurus's item.
      items.push(
        dropUndefined({
          label: item.label ?? item.docId,
          type: 'docSidebar',
          doc: item.docId,
          section,
          position,
        }),
      );
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
    if (!['links', 'copyright', 'logo'].includes(key))
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
  const logo =
    isPlain(value.logo) && typeof value.logo.src === 'string'
      ? dropUndefined({
          src: staticLink(value.logo.src),
          alt: typeof value.logo.alt === 'string' ? value.logo.alt : '',
          href: typeof value.logo.href === 'string' ? value.logo.href : undefined,
        })
      : undefined;
  return dropUndefined({ columns, copyright, logo });
}

/** A Docusaurus link item: `to` on the site, `href` elsewhere (or a path, as Docusaurus allows). */
function link(item: Plain): Plain {
  const href = typeof item.href === 'string' ? item.href : undefined;
  const internal = href !== undefined && href.startsWith('/');
  // An item with no label but an `aria-label` (an icon the site's CSS draws): that is its name.
  const ariaLabel = typeof item['aria-label'] === 'string' ? item['aria-label'] : undefined;
  const unlabelled = item.label === undefined && item.html === undefined;
  // Docusaurus reads `to` under the base URL, with or without its leading "/" ("blog").
  const to =
    typeof item.to === 'string' && !/^(?:\/|[a-z][\w+.-]*:)/i.test(item.to)
      ? `/${item.to}`
      : item.to;
  return dropUndefined({
    label: item.label ?? item.html ?? ariaLabel ?? '',
    to: to ?? (internal ? href : undefined),
    href: internal ? undefined : href,
    className: typeof item.className === 'string' ? item.className : undefined,
    hideLabel: unlabelled && ariaLabel !== undefined ? true : undefined,
  });
}
