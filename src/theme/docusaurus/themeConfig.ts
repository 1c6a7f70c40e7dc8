/**
 * What `useThemeConfig` of `@docusaurus/theme-common` gives: the site's `themeConfig` as its
 * Docusaurus config writes it (what JSON can hold of it), over Docusaurus's defaults of the keys
 * sites read (colour mode, navbar, docs sidebar, table of contents, prism). Empty here; the build
 * writes its values in this file's place, in the bundles of the modules that read it only.
 */
export type ThemeConfig = Record<string, unknown> & {
  colorMode: {
    defaultMode: 'light' | 'dark';
    disableSwitch: boolean;
    respectPrefersColorScheme: boolean;
  };
};

export const themeConfig: ThemeConfig = {
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
};
