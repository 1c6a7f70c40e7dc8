/**
 * The one writer of a build's pages: every page, feed and sitemap goes through `createWriter`,
 * which proves the path stays inside the output folder (outputPath.ts) and encodes the text once,
 * on the thread that calls it or, for a full build of many pages, on the writing thread
 * (writeThread.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../replaceFile.js';
import { outputPath } from './outputPath.js';

/** Writes files under one output folder, creating each folder once. */
export interface Writer {
  /** Writes a file; returns its size in bytes. */
  write(rel: string, content: string | Uint8Array): number;
  /**
   * Puts another output folder's file (`from`, absolute) at `rel`, unread: as a second name of the
   * same file where the file system allows (a build's staging folder and the output it replaces
   * are on one), else copied; returns its size in bytes. A recycled staging folder whose file at
   * `rel` is that file already (see `RecycledFiles`) keeps it as it is. `known`: what `from` was
   * found to be a moment ago (the up-to-date check looked at every file of the output), so not
   * asked again.
   */
  take(from: string, rel: string, known?: FileIdentity): number;
  /**
   * Copies a file (`from`, absolute) to `rel` with its modification time, so that a later build
   * can tell the copy is of the file as it still is; returns its size in bytes.
   */
  copy(from: string, rel: string): number;
  /** Removes a file the output no longer has. */
  remove(rel: string): void;
  /**
   * Resolves once every file asked for is in place; rejects with the first that could not be
   * made. A writer on this thread makes each file before its call returns (and throws there);
   * one on the writing thread (writeThread.ts) makes them there, in order.
   */
  done(): Promise<void>;
}

/**
 * `staging`: the folder is not served yet (a build's staging folder), files are written in place.
 * `live`: the folder is being served (`serve --watch`), each file is replaced in one rename so no
 * request gets a half-written page.
 */
export type WriteMode = 'staging' | 'live';

/**
 * A staging folder made of the output an earlier build left (output.ts). A page that stayed the
 * same over several builds is one file under many names: each build took it from the output before
 * as a second name, so the recycled folder often holds, at a page's name, the very file `take` is
 * asked to put there. Keeping it saves deleting that name and linking it again for each unchanged
 * page (on the 5,000-doc benchmark site, one doc edited: taking the pages went from 0.37-0.40 s to
 * 0.15-0.20 s).
 */
export interface RecycledFiles {
  /**
   * Whether the file at `target` is the file `from` describes (the same device and inode): then it
   * stays as it is, and the staging folder counts it as written (its sweep leaves it).
   */
  keeps(target: string, from: FileIdentity): boolean;
}

/** What tells one file from another, and its size. */
export type FileIdentity = Pick<fs.Stats, 'dev' | 'ino' | 'size'>;

export function createWriter(
  outDir: string,
  mode: WriteMode = 'staging',
  recycled?: RecycledFiles,
): Writer {
  /** The folders of the files written so far, each made once: true for one this writer made. */
  const folders = new Map<string, boolean>();
  /**
   * The folder of a staging file, made once; what a recycled folder holds at its name goes. In a
   * folder this writer made there is nothing to remove (but what this build put there, which
   * `anew` finds): a removal of nothing costs a system call and an error, 10 µs a file.
   */
  const clear = (target: string) => {
    if (!folderOf(target, folders)) fs.rmSync(target, { force: true });
  };
  return {
    done: () => Promise.resolve(),
    remove(rel) {
      fs.rmSync(outputPath(outDir, rel), { force: true });
    },
    take(from, rel, known) {
      const target = outputPath(outDir, rel);
      if (mode === 'live') {
        const bytes = fs.readFileSync(from);
        replaceFile(target, bytes);
        return bytes.length;
      }
      const source = known ?? fs.statSync(from);
      if (recycled?.keeps(target, source)) return source.size;
      // The name is given to the other file.
      clear(target);
      try {
        anew(target, () => fs.linkSync(from, target));
      } catch (error) {
        if (errorCode(error) === 'EEXIST') throw error;
        anew(target, () => fs.copyFileSync(from, target, fs.constants.COPYFILE_EXCL));
      }
      return source.size;
    },
    copy(from, rel) {
      const target = outputPath(outDir, rel);
      const source = fs.statSync(from);
      if (mode === 'live') replaceFile(target, fs.readFileSync(from));
      else {
        // Copied anew, never through the name: it may be a second name of the output being served.
        clear(target);
        anew(target, () => fs.copyFileSync(from, target, fs.constants.COPYFILE_EXCL));
      }
      try {
        fs.utimesSync(target, source.atime, source.mtime);
      } catch {
        // A file system that keeps no times set: a later build copies the file again.
      }
      return source.size;
    },
    write(rel, content) {
      const target = outputPath(outDir, rel);
      if (mode === 'live') {
        replaceFile(target, content);
        return Buffer.byteLength(content);
      }
      // Encoded once: the size and the bytes written come from the same pass over the text.
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      writeFile(target, bytes, folders);
      return bytes.length;
    },
  };
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Makes a new file at `target` with `make`, which fails where a file is (a link, a copy that may
 * not replace): a file there is removed first, then it is made again.
 */
function anew(target: string, make: () => void): void {
  try {
    make();
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    fs.rmSync(target, { force: true });
    make();
  }
}

/** Makes the folder of `target` unless `folders` has it; whether this writer made it. */
function folderOf(target: string, folders: Map<string, boolean>): boolean {
  const dir = path.dirname(target);
  let made = folders.get(dir);
  if (made === undefined) {
    // The first folder made, if any: it and every folder from it down to `dir` are new.
    const first = fs.mkdirSync(dir, { recursive: true });
    made = first !== undefined;
    for (let at = dir; made && !folders.has(at); at = path.dirname(at)) {
      folders.set(at, true);
      if (at === first) break;
    }
    folders.set(dir, made);
  }
  return made;
}

/**
 * Writes a file of a staging folder, making its folder unless `folders` (the folders made so far)
 * has it. Files are written synchronously, one after another: a write handed to libuv's threads
 * costs more in promises and file handles than the write itself (measured: a 5,000-page build about
 * 1.4 s slower). A full build of many pages runs this writer on a thread of its own
 * (writeThread.ts).
 *
 * A file that is already there (the output folder is the last build's, written over: see
 * output.ts) is written in place and cut to its new length: emptying it first, as opening it for
 * writing does, frees its disk blocks only to take new ones, several times slower.
 */
function writeFile(target: string, bytes: Uint8Array, folders: Map<string, boolean>): void {
  // In a folder this build made, the file is most likely new: created where nothing is (one call,
  // not a failed open first: 13 µs each, 10,000 files in a cold build of the 5,000-doc site).
  if (folderOf(target, folders) && createNew(target, bytes)) return;
  if (writeOver(target, bytes)) return;
  fs.writeFileSync(target, bytes);
}

/** Writes `bytes` as a new file at `target`; false when there is a file there already. */
function createNew(target: string, bytes: Uint8Array): boolean {
  try {
    fs.writeFileSync(target, bytes, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/** Writes `bytes` over the file at `target` if there is one of its own (not shared by a hard link). */
function writeOver(target: string, bytes: Uint8Array): boolean {
  let fd: number;
  try {
    fd = fs.openSync(target, 'r+');
  } catch {
    return false; // not there yet
  }
  let shared = false;
  try {
    shared = fs.fstatSync(fd).nlink > 1;
    if (!shared) {
      for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at, bytes.length - at, at);
      fs.ftruncateSync(fd, bytes.length);
    }
  } finally {
    fs.closeSync(fd);
  }
  if (shared) fs.rmSync(target); // written anew, so the other name keeps its content
  return !shared;
}
