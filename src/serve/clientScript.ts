/** The dev client (`src/client/dev/`) bundled for the browser once per `serve --watch`. */
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from '../packageRoot.js';

export const CLIENT_PATH = '/__sitegen/client.js';

export async function bundleDevClient(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(packageRoot(), 'src', 'client', 'dev', 'devClient.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Adds the dev client to an HTML page, as late in <head> as possible (module scripts run after parsing). */
export function injectClient(html: string): string {
  const tag = `<script type="module" src="${CLIENT_PATH}"></script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at);
}
