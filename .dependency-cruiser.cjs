/**
 * The import rules of CONTRIBUTING.md's picture that hold today, checked by `npm run lint`
 * (part of `npm test`). Browser code is src/client (with the dev client in src/client/dev), src/theme and src/shared:
 * it runs in the browser (the theme also on the server), so it never imports Node's modules or a
 * Node stage. src/shared is the bottom layer: pure data shapes and string helpers.
 */
const BROWSER = '^src/(client|theme|shared)/';

/**
 * The Node stages from the bottom up, as CONTRIBUTING's picture draws them: a folder imports only
 * folders of its own layer or below, so there is no cycle between folders and nothing runs back up.
 */
const LAYERS = [
  ['shared', 'errors', 'replaceFile', 'packageRoot', 'readText', 'encodePieces'],
  ['cache'],
  ['config', 'plugin'],
  ['content', 'i18n'],
  ['routes'],
  ['markdown'],
  ['theme', 'client'],
  ['bundle'],
  ['render'],
  ['emit'],
  ['plugins'],
  ['check'],
  ['pipeline'],
  ['serve', 'init', 'versioning', 'doctor'],
  ['cli', 'index'],
];
const folderPattern = (names) => `^src/(${names.join('|')})(/|\\.tsx?$)`;

/**
 * A content plugin's options (plugins/<name>/options.ts: its schema and how its settings resolve)
 * are read by the config stage, so they belong to the config layer: config imports them by name,
 * and they import config's own files (below its index, which re-exports the schema that imports
 * them) and nothing above config.
 */
const PLUGIN_OPTIONS = '^src/plugins/[^/]+/options\\.ts$';

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.join('-')}-imports-no-higher-layer`,
  comment: `${layer.join(', ')} may import only: ${LAYERS.slice(0, index + 1).flat().join(', ')}.`,
  severity: 'error',
  from: { path: folderPattern(layer) },
  to: { path: folderPattern(LAYERS.slice(index + 1).flat()), pathNot: PLUGIN_OPTIONS },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'stage-imported-through-its-index',
      comment:
        "Another folder is imported through its index.ts, its public face; only a dynamic import (a module loaded when it is needed) may name a module inside it.",
      severity: 'error',
      from: { path: '^src/([^/]+)', pathNot: PLUGIN_OPTIONS },
      to: {
        path: '^src/[^/]+/',
        pathNot: [
          '^src/$1/',
          '^src/[^/]+/index\\.ts$',
          // The theme's React-free faces, for the browser runtime (theme/browser.ts).
          '^src/theme/(browser|docsVersions)\\.ts$',
          '^src/types/',
          PLUGIN_OPTIONS,
        ],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'core-knows-no-content-plugin-by-name',
      comment:
        "The core runs sitegen's content plugins (docs, blog, pages, API reference, search) through their shape: only plugins/index.ts, their list, names one.",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/plugins/', '^src/config/'] },
      to: { path: '^src/plugins/[^/]+/' },
    },
    {
      name: 'plugin-options-are-config',
      comment:
        "A content plugin's options are part of the config stage: they import only what config may, and only config imports them (by name, as it lists the content keys).",
      severity: 'error',
      from: { path: PLUGIN_OPTIONS },
      to: {
        path: folderPattern(LAYERS.slice(LAYERS.findIndex((l) => l.includes('config')) + 1).flat()),
        pathNot: PLUGIN_OPTIONS,
      },
    },
    {
      name: 'config-imports-plugins-options-only',
      comment: 'The config stage reads the content plugins\' options, nothing else of them.',
      severity: 'error',
      from: { path: '^src/config/' },
      to: { path: '^src/plugins/', pathNot: PLUGIN_OPTIONS },
    },
    {
      name: 'content-plugins-stand-alone',
      comment: 'A content plugin imports no other: what two share lives below them (plugins/update.ts, content/, routes/…).',
      severity: 'error',
      from: { path: '^src/plugins/([^/]+)/' },
      to: { path: '^src/plugins/[^/]+/', pathNot: '^src/plugins/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'No module imports itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-code-without-node',
      comment: 'Browser code cannot use Node modules (fs, path, …): it is bundled for the browser.',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-stays-in-browser-code',
      comment: 'Browser code imports only browser code (client, theme, shared), never a Node stage.',
      severity: 'error',
      from: { path: BROWSER },
      to: { path: '^src/', pathNot: BROWSER },
    },
    {
      name: 'shared-is-the-bottom-layer',
      comment: 'src/shared is imported by both sides and imports nothing of ours outside itself.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/', pathNot: '^src/shared/' },
    },
    {
      name: 'no-import-from-tests-or-scripts',
      comment: 'Product code never imports test, bench or script code.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'no-unresolvable-import',
      comment: 'Every import resolves. (Type-only imports of "mdast", "hast" and "unist" name their @types package, which only TypeScript resolves; tsc checks those.)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(mdast|hast|unist)$' },
    },
    {
      name: 'no-undeclared-package',
      comment: 'Every package imported is declared in package.json, not borrowed from another package\'s dependencies.',
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    // No rule keeps src/ from importing a devDependency: the compile bundles most packages into lib/
    // (scripts/compileOptions.mjs), so only those it leaves out, and those found by path at run time,
    // are runtime dependencies. test/packageManifest.test.ts checks that list, and
    // test/package.build.test.ts builds sites with the packed package and only those installed.
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
