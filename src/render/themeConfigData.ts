/**
 * What `useThemeConfig` (`@docusaurus/theme-common`) gives a site's code: its Docusaurus config's
 * `themeConfig` as written, over the defaults Docusaurus fills in for the keys sites read, with the
 * colour mode sitegen applies (from either kind of config).
 */
import type { ResolvedConfig } from '../config/index.js';
import type { ThemeConfig } from '../theme/index.js';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, objects merged key by key. */
function merged(under: Plain, over: Plain): Plain {
  const result: Plain = { ...under };
  for (const [key, value] of Object.entries(over))
    result[key] = isPlain(value) && isPlain(under[key]) ? merged(under[key], value) : value;
  return result;
}

export function docusaurusThemeConfig(config: ResolvedConfig): ThemeConfig {
  const defaults: Plain = {
    navbar: { title: config.title, hideOnScroll: false, items: [] },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: config.tableOfContents,
    prism: { additionalLanguages: [], magicComments: [] },
    metadata: [],
  };
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = config.colorMode;
  return {
    ...merged(defaults, config.themeConfig ?? {}),
    colorMode: { defaultMode, disableSwitch, respectPrefersColorScheme },
  };
}
