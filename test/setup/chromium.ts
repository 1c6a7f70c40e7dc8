/**
 * One Chromium per run: the vitest global setup of the `browser` layer launches Debian's Chromium
 * once as a Playwright browser server (as VitePress's e2e setup does) and hands its address to the
 * test files, which connect to it and open a new context per test (test/browser/browser.ts).
 *
 * Without Chromium the browser tests are skipped, each with the reason, except in CI (`CI` set,
 * as `.ci/run` does), where a missing Chromium fails the run.
 */
import fs from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Set in CI: there a missing browser is a failure, not a skip. */
export function inCi(): boolean {
  const value = process.env.CI;
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's Chromium listens, or why there is none (the tests skip with it). */
    chromium: { wsEndpoint: string } | { missing: string };
  }
}

/** Chromium is missing and this is not CI: the browser tests skip. */
export function chromiumMissing(): boolean {
  return !fs.existsSync(CHROMIUM) && !inCi();
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (!fs.existsSync(CHROMIUM)) {
    const missing = `Chromium is missing at ${CHROMIUM}: install Debian's "chromium" package (.ci/run does) or set CHROMIUM_PATH`;
    if (inCi()) throw new Error(`${missing}; CI is set, so the browser tests must run`);
    console.warn(`browser tests skipped: ${missing}`);
    project.provide('chromium', { missing });
    return;
  }
  let server: BrowserServer | undefined = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromium', { wsEndpoint: server.wsEndpoint() });
  return async () => {
    await server?.close();
    server = undefined;
  };
}
