/**
 * `url(/img/logo.png)` in a site's CSS (its stylesheets, and CSS its pages and components import)
 * names a file of the static folder, as in Docusaurus: it is left to the browser, under the site's
 * base URL (`/docs/img/logo.png` when `baseUrl` is `/docs/`).
 */
import type * as esbuild from 'esbuild';

export function staticCssUrls(baseUrl: string): esbuild.Plugin {
  return {
    name: 'sitegen-static-css-urls',
    setup(build) {
      build.onResolve({ filter: /^\// }, (args) => {
        if (args.kind !== 'url-token') return undefined;
        // Two slashes: "//host/x.png" is another site's file.
        if (args.path.startsWith('//')) return { external: true };
        return { path: `${baseUrl}${args.path.slice(1)}`, external: true };
      });
    },
  };
}
