// Puts the machine's file system back in one state before each series of builds, where the bench
// may (Linux, run as root): dirty pages are written out and the kernel's page cache is dropped.
//
// On this project's machine (ext4 in a VM), creating folders and files gets slower with every
// file deleted before, and stays slow until the page cache is dropped: after a day of builds a
// `mkdir` took 0.5 ms, not 0.05 ms (a cold build of Jest's website in nine locales, about 2,300
// folders and 6,800 files, spent 4 s of its main thread in `mkdir` and `open`). Each series then
// paid for what the series before it (another tool's included) had deleted. The first build of a
// series reads its program from disk again; the median of three runs does not follow that one
// slower build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DROP_CACHES = '/proc/sys/vm/drop_caches';

/** Whether the bench may drop the page cache here: Linux, as root, with the kernel's file writable. */
export function maySettle() {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    fs.accessSync(DROP_CACHES, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether the page cache was dropped (false where the bench may not). */
export function settle() {
  if (!maySettle()) return false;
  spawnSync('sync');
  try {
    fs.writeFileSync(DROP_CACHES, '1');
    return true;
  } catch {
    return false;
  }
}
