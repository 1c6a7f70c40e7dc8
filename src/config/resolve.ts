/**
 * The config as the stages use it: every file and folder it names made absolute once, from the
 * site root, so no stage resolves a path of the config again.
 */
import path from 'node:path';
import type { ContentFolder, ResolvedConfig, SiteConfig } from './types.js';

export function resolveConfig(
  config: SiteConfig,
  root: string,
  configFile: string,
): ResolvedConfig {
  const at = (rel: string) => path.resolve(root, rel);
  const folder = <T extends ContentFolder>(f: T): T => ({
    ...f,
    dir: at(f.dir),
    translations: at(f.translations),
  });
  const { docs, blog, pages, api } = config.content;
  return {
    ...config,
    root,
    configFile,
    staticDir: at(config.staticDir),
    localesDir: config.localesDir === undefined ? undefined : at(config.localesDir),
    template: config.template === undefined ? undefined : at(config.template),
    content: {
      docs: folder(docs),
      pages: folder(pages),
      blog: blog && {
        ...folder(blog),
        authorsFile: path.resolve(at(blog.dir), blog.authorsFile),
      },
      api: api && {
        ...folder(api),
        spec: at(api.spec),
        specTranslations: api.specTranslations === undefined ? undefined : at(api.specTranslations),
      },
    },
  };
}
