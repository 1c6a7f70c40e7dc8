/**
 * Every file a build writes goes through here: the path is proven to stay inside the output
 * folder before anything is written. Paths come from content (slugs, file names, tags), so this is
 * the last guard behind the checks of the content and routes stages.
 */
import path from 'node:path';
import { BuildFailed } from '../errors.js';

/** The absolute path of `rel` inside `outDir`; a build failure when it would land elsewhere. */
export function outputPath(outDir: string, rel: string): string {
  const target = path.resolve(outDir, rel);
  const back = path.relative(outDir, target);
  if (back === '' || back === '..' || back.startsWith(`..${path.sep}`) || path.isAbsolute(back)) {
    throw new BuildFailed([
      {
        file: rel,
        message: `refused to write "${rel}": it is not inside the output folder ${outDir}`,
        hint: 'a path from content escaped the checks before it; please report this to sitegen with the file that made it',
      },
    ]);
  }
  return target;
}
