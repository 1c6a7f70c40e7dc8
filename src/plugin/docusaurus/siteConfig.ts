/**
 * The `siteConfig` a plugin reads, as Docusaurus normalizes the config before any plugin sees it:
 * its defaults filled in (Docusaurus 3's DEFAULT_CONFIG: `future`, `markdown`, `storage`…), so a
 * plugin that reads `siteConfig.future.experimental_router` (the PWA plugin) finds it.
 */
type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DEFAULTS: Plain = {
  storage: { type: 'localStorage', namespace: false },
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: false,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: false,
      mdx1CompatDisabledByDefault: false,
    },
    faster: {
      swcJsLoader: false,
      swcJsMinimizer: false,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: false,
      mdxCrossCompilerCache: false,
      rspackBundler: false,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
      gitEagerVcs: false,
    },
    experimental_router: 'browser',
  },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  plugins: [],
  themes: [],
  presets: [],
  headTags: [],
  stylesheets: [],
  scripts: [],
  clientModules: [],
  customFields: {},
  themeConfig: {},
  titleDelimiter: '|',
  noIndex: false,
  tagline: '',
  baseUrlIssueBanner: true,
  staticDirectories: ['static'],
  markdown: {
    format: 'mdx',
    mermaid: false,
    emoji: true,
    mdx1Compat: { comments: true, admonitions: true, headingIds: true },
    anchors: { maintainCase: false },
    hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' },
  },
};

/** `over` laid on `under`, objects key by key. */
function laid(under: unknown, over: unknown): unknown {
  if (over === undefined) return under;
  if (!isPlain(under) || !isPlain(over)) return over;
  const out: Plain = { ...under };
  for (const [key, value] of Object.entries(over)) out[key] = laid(under[key], value);
  return out;
}

/** The config as the file wrote it, with Docusaurus's defaults under it. */
export function normalizedSiteConfig(written: Plain): Plain {
  return laid(DEFAULTS, written) as Plain;
}
