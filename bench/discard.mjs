// How the bench clears what it built: folders are moved aside into one trash folder and deleted
// only when the bench exits.
//
// On some file systems (ext4 without a journal, as on this project's CI machine) every inode
// deleted makes creating the next ones slower for minutes: deleting hundreds of megabytes of
// output right before a build made that build pay for the bench's own cleaning (up to 2× the time,
// nearly all of it in the kernel), which no real build does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const trash = fs.mkdtempSync(path.join(os.tmpdir(), 'sitegen-bench-trash-'));
let trashed = 0;
process.on('exit', () => fs.rmSync(trash, { recursive: true, force: true }));

export function discard(target) {
  if (!fs.existsSync(target)) return;
  try {
    fs.renameSync(target, path.join(trash, String(trashed++)));
  } catch {
    fs.rmSync(target, { recursive: true, force: true }); // another file system: delete it now
  }
}
