/**
 * Where sitegen's own files are (its theme, templates, locales, compiled workers): the package
 * folder, found the same way from `src/` (tests) and from the compiled `lib/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sitegen package folder, whether running from `src/` (tests) or the compiled `lib/`. */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    !fs.existsSync(path.join(dir, 'src', 'theme'))
  ) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('sitegen package folder not found');
    dir = up;
  }
  return dir;
}

/**
 * Whether `dir` is a copy of sitegen itself, this one or another checkout of it (this repository's
 * own site, mounted into the Docker image, is built by the image's sitegen): its `src/` is
 * sitegen's source, not a site's code or theme replacements.
 */
export function isSitegenCheckout(dir: string): boolean {
  const own = packageRoot();
  if (path.resolve(dir) === own) return true;
  const nameOf = (folder: string) => {
    try {
      return (
        JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
          name?: string;
        }
      ).name;
    } catch {
      return undefined;
    }
  };
  return nameOf(dir) === nameOf(own) && fs.existsSync(path.join(dir, 'src', 'theme'));
}

/**
 * The `package.json` of a package sitegen depends on, found as Node finds it from sitegen's folder
 * (its own `node_modules`, then each one above: where npm hoists it, or pnpm's store folder beside
 * it), also for a package whose `exports` do not list its `package.json`; undefined when not there.
 */
export function dependencyManifest(name: string, from = packageRoot()): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}
