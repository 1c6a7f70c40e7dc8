/**
 * Errors are values: each names the file (and position where known), what went wrong and what to
 * do. A stage collects all of them so one build reports every problem at once.
 */
import path from 'node:path';
import type { BuildFailure, Message } from 'esbuild';
import { closest, distance } from 'fastest-levenshtein';
import pc from 'picocolors';

export interface SiteError {
  file: string;
  line?: number;
  column?: number;
  message: string;
  hint?: string;
}

/** Thrown at the end of a stage that collected one or more errors. */
export class BuildFailed extends Error {
  /** What became of the output folder: set by the build, which alone knows (undefined: not said). */
  output?: 'untouched' | 'absent';

  constructor(readonly errors: SiteError[]) {
    super(
      `${errors.length} error${errors.length === 1 ? '' : 's'}:\n` +
        errors.map((e) => formatError(e)).join('\n'),
    );
    this.name = 'BuildFailed';
  }
}

/** The known key a mistyped one most likely meant ("titel" → "title"), if any is near enough. */
export function nearestKey(key: string, known: string[]): string | undefined {
  if (known.length === 0) return undefined;
  const near = closest(key, known);
  return distance(key, near) <= Math.max(2, near.length / 3) ? near : undefined;
}

/** Each error or warning once: locales without a translation compile the same file and say alike. */
export function uniqueErrors(list: SiteError[]): SiteError[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = `${e.file}:${e.line}:${e.column}:${e.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** Collects errors during a stage; `throwIfAny` ends the stage when something went wrong. */
export class ErrorList {
  readonly errors: SiteError[] = [];
  /** What is wrong without stopping the build (with `--strict`, it does). */
  readonly warnings: SiteError[] = [];

  warn(warning: SiteError): void {
    this.warnings.push(warning);
  }

  add(error: SiteError): void {
    this.errors.push(error);
  }

  get size(): number {
    return this.errors.length;
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new BuildFailed(this.errors);
  }
}

export function location(
  error: Pick<SiteError, 'file' | 'line' | 'column'>,
  root?: string,
): string {
  const relative = root ? path.relative(root, error.file) : '';
  // A folder above the working folder reads better as itself than as "../../..".
  const file = relative && !/^\.\.(?:[\\/]\.\.)*$/.test(relative) ? relative : error.file;
  if (error.line === undefined) return file;
  return `${file}:${error.line}${error.column === undefined ? '' : `:${error.column}`}`;
}

export function formatError(
  error: SiteError,
  root?: string,
  color = false,
  kind: 'error' | 'warning' = 'error',
): string {
  const paint = color
    ? pc
    : { red: String, yellow: String, bold: String, dim: String, cyan: String };
  const mark = kind === 'error' ? paint.red('✖') : paint.yellow('⚠');
  const lines = [`${mark} ${paint.cyan(location(error, root))} ${paint.bold(error.message)}`];
  if (error.hint) lines.push(`  ${paint.dim(`→ ${error.hint}`)}`);
  return lines.join('\n');
}

/** Turn anything thrown by a library into a SiteError for `file`, keeping its position if it has one. */
export function toSiteError(file: string, thrown: unknown, hint?: string): SiteError {
  if (thrown instanceof BuildFailed) return thrown.errors[0];
  const err = thrown as {
    message?: string;
    reason?: string;
    line?: number;
    column?: number;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
    linePos?: Array<{ line: number; col: number }>;
  };
  const place = err.place && 'start' in err.place && err.place.start ? err.place.start : err.place;
  const line = err.line ?? (place as { line?: number } | undefined)?.line ?? err.linePos?.[0]?.line;
  const column =
    err.column ?? (place as { column?: number } | undefined)?.column ?? err.linePos?.[0]?.col;
  const message = (err.reason ?? err.message ?? String(thrown)).split('\n')[0];
  return { file, line: line ?? undefined, column: column ?? undefined, message, hint };
}

/**
 * An esbuild message as a SiteError. esbuild names the file relative to the build's working folder
 * (its `absWorkingDir`, or the process's working folder when none is given): `workingDir` must be
 * that folder, or positions point at the wrong file whenever sitegen runs from elsewhere.
 */
export function fromEsbuild(
  message: Message,
  workingDir: string,
  fallbackFile: string,
  hint?: string,
): SiteError {
  const where = message.location;
  return {
    file: where?.file ? path.resolve(workingDir, where.file) : fallbackFile,
    line: where?.line,
    column: where ? where.column + 1 : undefined,
    message: message.text,
    hint: hint ?? noteText(message.notes?.[0], workingDir),
  };
}

/**
 * An esbuild note as a hint. A note that points somewhere ("The opening "div" tag is here:") says
 * where, with the line's code, since the hint has no code frame of its own.
 */
function noteText(
  note: Message['notes'][number] | undefined,
  workingDir: string,
): string | undefined {
  if (!note) return undefined;
  const at = note.location;
  if (!at) return note.text;
  const where = `${path.relative(workingDir, path.resolve(workingDir, at.file))}:${at.line}:${at.column + 1}`;
  const text = note.text.replace(/:\s*$/, '');
  return `${text} (${where}: ${at.lineText.trim()})`;
}

/** A failed esbuild build as a BuildFailed with every message; undefined for anything else thrown. */
export function esbuildFailed(
  thrown: unknown,
  workingDir: string,
  fallbackFile: string,
  hint?: string,
): BuildFailed | undefined {
  const errors = (thrown as Partial<BuildFailure>).errors;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  return new BuildFailed(
    errors.map((message) => fromEsbuild(message, workingDir, fallbackFile, hint)),
  );
}

/**
 * A file system failure a user can act on (a full disk, a read-only mount, a folder they may not
 * write), as an error naming the file and what to do; undefined for anything else. `what` says
 * what was being written ("the output folder dist"), `folder` is where.
 */
export function fileSystemError(
  thrown: unknown,
  what: string,
  folder: string,
): SiteError | undefined {
  const error = thrown as NodeJS.ErrnoException & { dest?: string };
  // A write to an open file names none: the folder stands for it.
  const file = error?.path ?? error?.dest ?? folder;
  if (!error?.code) return undefined;
  const uid = typeof process.getuid === 'function' ? ` (user ${process.getuid()})` : '';
  switch (error.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return {
        file,
        message: `no space left on the disk of ${what} (${error.code})`,
        hint: 'free some space or build onto another disk with --out',
      };
    case 'EROFS':
      return {
        file,
        message: `${what} is on a read-only file system (EROFS)`,
        hint: 'mount it read-write, or build into a writable folder with --out',
      };
    case 'EACCES':
    case 'EPERM':
      return {
        file,
        message: `permission denied writing ${what}${uid} (${error.code})`,
        hint: 'make the folder writable by this user, or build into one it can write with --out',
      };
    case 'EXDEV':
    case 'EBUSY':
      return {
        file,
        message: `${what} cannot be replaced: a rename across file systems or of a busy folder failed (${error.code})`,
        hint: 'build into a folder that is not itself a mount point, or its parent, with --out',
      };
    case 'EMFILE':
    case 'ENFILE':
      return {
        file,
        message: `too many open files while writing ${what} (${error.code})`,
        hint: 'raise the limit (ulimit -n) and build again',
      };
    default:
      return undefined;
  }
}
