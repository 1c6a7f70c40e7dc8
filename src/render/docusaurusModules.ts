/**
 * The Docusaurus modules a site's pages commonly import (`@docusaurus/Link`, `Head`,
 * `useDocusaurusContext`, `useBaseUrl`, `Translate`, `Interpolate`, `BrowserOnly`, `useIsBrowser`,
 * `ExecutionEnvironment`, `isInternalUrl`, and `@theme/Layout` and `@theme/Heading`) resolve to
 * sitegen's own small versions (theme/docusaurus/), so a page moved from Docusaurus builds as it
 * is. They win over a Docusaurus package of the same name still installed in the site. The
 * site's config and locale reach them as data written into the bundle (`siteData.ts`), the same
 * on the server and in the browser.
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { packageRoot } from '../packageRoot.js';
import type { SiteData } from '../theme/index.js';

export type { SiteData };

/** Each module: the file it comes from, and what it exports as what. */
const MODULES: Record<string, { file: string; exports: string }> = {
  '@docusaurus/Link': { file: 'Link.tsx', exports: 'default, isInternalUrl' },
  '@docusaurus/isInternalUrl': {
    file: 'Link.tsx',
    exports: 'isInternalUrl as default, isInternalUrl',
  },
  '@docusaurus/Head': { file: 'Layout.tsx', exports: 'Head as default' },
  '@docusaurus/useDocusaurusContext': { file: 'useDocusaurusContext.ts', exports: 'default' },
  '@docusaurus/useBaseUrl': { file: 'useBaseUrl.ts', exports: 'default, useBaseUrlUtils' },
  '@docusaurus/Translate': { file: 'Translate.tsx', exports: 'default, translate' },
  '@docusaurus/Interpolate': {
    file: 'Translate.tsx',
    exports: 'Interpolate as default, Interpolate',
  },
  '@docusaurus/BrowserOnly': { file: 'BrowserOnly.tsx', exports: 'default' },
  '@docusaurus/useIsBrowser': { file: 'BrowserOnly.tsx', exports: 'useIsBrowser as default' },
  '@docusaurus/ExecutionEnvironment': {
    file: 'BrowserOnly.tsx',
    exports: 'ExecutionEnvironment as default',
  },
  '@theme/Layout': { file: 'Layout.tsx', exports: 'default' },
  '@theme/Heading': { file: 'Layout.tsx', exports: 'Heading as default' },
};

export const DOCUSAURUS_MODULES = Object.keys(MODULES);

/** Where sitegen's versions live (its own code: a page may import them from outside the site). */
export const DOCUSAURUS_MODULES_DIR = () =>
  path.join(packageRoot(), 'src', 'theme', 'docusaurus') + path.sep;
const folder = () => path.join(packageRoot(), 'src', 'theme', 'docusaurus');

export function docusaurusModules(site: SiteData): esbuild.Plugin {
  return {
    name: 'sitegen-docusaurus-modules',
    setup(build) {
      build.onResolve({ filter: /^@(docusaurus|theme)\// }, (args) =>
        Object.hasOwn(MODULES, args.path)
          ? { path: args.path, namespace: 'sitegen-docusaurus' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'sitegen-docusaurus' }, (args) => {
        const { file, exports } = MODULES[args.path];
        return {
          contents: `export { ${exports} } from ${JSON.stringify(path.join(folder(), file))};`,
          loader: 'js',
          resolveDir: folder(),
        };
      });
      // The build's site data in place of the file's empty values.
      build.onResolve({ filter: /^\.\/siteData\.js$/ }, (args) =>
        args.importer.startsWith(folder())
          ? { path: 'site-data', namespace: 'sitegen-site-data' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'sitegen-site-data' }, () => ({
        contents: `export const siteData = ${JSON.stringify(site)};`,
        loader: 'js',
      }));
    },
  };
}
