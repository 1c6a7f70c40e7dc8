/**
 * What a long build is doing, on stderr: on a terminal one line rewritten in place (phase, locale,
 * pages done of all, seconds), in CI plain lines, one per phase. A build done within a second
 * prints nothing, so short builds and tests stay quiet.
 */
import pc from 'picocolors';

export interface Progress {
  /** A new phase ("compiling", "rendering"), of a locale, with the count it goes to when known. */
  phase(name: string, locale?: string, total?: number): void;
  /** One more item of the phase done. */
  tick(): void;
  /** Clears the line; the summary follows. */
  end(): void;
}

/** Nothing is shown before this: most builds are done by then. */
const QUIET_MS = 1000;
/** A terminal line is redrawn at most this often. */
const REDRAW_MS = 100;

export function createProgress(
  stream: NodeJS.WriteStream = process.stderr,
  started = performance.now(),
): Progress {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  let name = '';
  let locale: string | undefined;
  let total: number | undefined;
  let done = 0;
  let drawnAt = 0;
  let shown = false;
  let printed = '';
  const label = () => `${locale ? `${locale} · ` : ''}${name}`;
  const draw = (force: boolean) => {
    const now = performance.now();
    if (now - started < QUIET_MS || (!force && now - drawnAt < REDRAW_MS)) return;
    drawnAt = now;
    if (tty) {
      const count = total !== undefined ? ` ${done}/${total}` : '';
      const seconds = ((now - started) / 1000).toFixed(1);
      stream.write(`\r\x1b[2K${pc.cyan('…')} ${label()}${count} ${pc.dim(`${seconds} s`)}`);
      shown = true;
    } else if (printed !== label()) {
      // Plain lines: each phase once, when it starts (or when the quiet second ends).
      printed = label();
      stream.write(`  ${label()}${total !== undefined ? ` (${total})` : ''}\n`);
    }
  };
  return {
    phase(next, nextLocale, nextTotal) {
      name = next;
      locale = nextLocale;
      total = nextTotal;
      done = 0;
      draw(true);
    },
    tick() {
      done++;
      if (tty) draw(false);
    },
    end() {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}

/** For builds nobody watches (tests, `serve --watch`'s own rebuilds). */
export const silentProgress: Progress = { phase() {}, tick() {}, end() {} };
