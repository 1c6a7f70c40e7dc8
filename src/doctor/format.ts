/** `sitegen doctor`'s report: one short line per check, a hint under each that is not ok. */
import pc from 'picocolors';
import type { DoctorCheck } from './checks.js';

const MARKS = { ok: pc.green('✔'), warn: pc.yellow('⚠'), fail: pc.red('✖') };

export function formatChecks(version: string, where: string, checks: DoctorCheck[]): string {
  const width = Math.max(...checks.map((check) => check.name.length));
  const lines = [`${pc.bold(`sitegen ${version}`)} ${pc.dim(where)}`];
  for (const check of checks) {
    lines.push(`${MARKS[check.status]} ${check.name.padEnd(width)}  ${check.detail}`);
    if (check.status !== 'ok' && check.hint) lines.push(`  ${pc.dim(`→ ${check.hint}`)}`);
  }
  const failed = checks.filter((check) => check.status === 'fail').length;
  lines.push(
    failed === 0
      ? pc.green('sitegen can build here')
      : pc.red(`sitegen cannot build here: ${failed} check${failed === 1 ? '' : 's'} failed`),
  );
  return lines.join('\n');
}
