/**
 * `@docusaurus/theme-common` on the server: the colour mode is the default one (the browser's
 * comes after hydration), the window size 'ssr', the theme config what the build wrote, the class
 * names Docusaurus's, plural forms by the locale's rules.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { siteData } from '../../../src/theme/docusaurus/siteData.js';
import {
  ThemeClassNames,
  useColorMode,
  usePluralForm,
  useThemeConfig,
  useWindowSize,
} from '../../../src/theme/docusaurus/themeCommon.js';
import { themeConfig } from '../../../src/theme/docusaurus/themeConfig.js';

function Facts() {
  const { colorMode, isDarkTheme } = useColorMode();
  const { selectMessage } = usePluralForm();
  return (
    <p>
      {[
        colorMode,
        String(isDarkTheme),
        useWindowSize(),
        (useThemeConfig().navbar as { title: string }).title,
        selectMessage(1, '1 item|{count} items'),
        selectMessage(3, '1 item|{count} items'),
      ].join('|')}
    </p>
  );
}

test('the default colour mode, the SSR window size, the theme config, plural forms', () => {
  themeConfig.colorMode.defaultMode = 'dark';
  themeConfig.navbar = { title: 'Harbour' };
  expect(renderToString(<Facts />)).toBe('<p>dark|true|ssr|Harbour|1 item|3 items</p>');
  // French counts 0 as one; Japanese has one form.
  siteData.i18n.currentLocale = 'fr';
  expect(usePluralForm().selectMessage(0, '{count} élément|{count} éléments')).toBe('0 élément');
  siteData.i18n.currentLocale = 'ja';
  expect(usePluralForm().selectMessage(3, '{count} 項目')).toBe('3 項目');
  siteData.i18n.currentLocale = 'en';
  expect(usePluralForm().selectMessage(0, '{count} item|{count} items')).toBe('0 items');
});

test("ThemeClassNames are Docusaurus's", () => {
  expect(ThemeClassNames.docs.docMarkdown).toBe('theme-doc-markdown');
  expect(ThemeClassNames.common.admonitionType('tip')).toBe('theme-admonition-tip');
  expect(ThemeClassNames.docs.docSidebarItemLinkLevel(2)).toBe(
    'theme-doc-sidebar-item-link-level-2',
  );
  expect(ThemeClassNames.wrapper.docsPages).toBe('docs-wrapper');
});
