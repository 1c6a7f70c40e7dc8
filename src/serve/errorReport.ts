/**
 * Build errors as `serve --watch` reports them: for the browser overlay (and `/__sitegen/error`),
 * and coloured for the terminal, both with the lines of the file around the position.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeFrameColumns } from '@babel/code-frame';
import pc from 'picocolors';
import { formatError, type SiteError } from '../errors.js';
import type { OverlayError } from '../shared/index.js';

export type { OverlayError };

/** The lines around an error's position, with a marker, or undefined without a readable position. */
export function codeFrame(error: SiteError): string | undefined {
  if (error.line === undefined) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(error.file, 'utf8');
  } catch {
    return undefined;
  }
  return codeFrameColumns(
    text,
    { start: { line: error.line, column: error.column } },
    { highlightCode: false, linesAbove: 2, linesBelow: 2 },
  );
}

export function overlayErrors(errors: SiteError[], root: string): OverlayError[] {
  return errors.map((error) => ({
    file: path.isAbsolute(error.file) ? path.relative(root, error.file) || error.file : error.file,
    line: error.line,
    column: error.column,
    message: error.message,
    hint: error.hint,
    frame: codeFrame(error),
  }));
}

export function formatWatchErrors(errors: SiteError[], root: string): string {
  const head =
    pc.red(
      pc.bold(`✖ rebuild failed with ${errors.length} error${errors.length === 1 ? '' : 's'}`),
    ) + pc.dim(' (still serving the last good pages)');
  const items = errors.map((error) => {
    const frame = codeFrame(error);
    return frame
      ? `${formatError(error, root, true)}\n${pc.dim(indent(frame))}`
      : formatError(error, root, true);
  });
  return [head, ...items].join('\n');
}

const indent = (text: string) => text.replace(/^/gm, '    ');
