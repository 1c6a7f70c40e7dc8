/**
 * The deploy recipes of the docs site's "Deploying" page (website/docs/deploying.md) are files a
 * reader copies as they are: each YAML and JSON file parses, the CI files build and publish the
 * folder their host serves, and every `sitegen` command in them is one the CLI takes.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { createProgram } from '../../../src/cli.js';
import { repoRoot } from '../../helpers.js';

interface Block {
  lang: string;
  title: string;
  code: string;
}

const page = fs.readFileSync(path.join(repoRoot, 'website', 'docs', 'deploying.md'), 'utf8');
const blocks: Block[] = [...page.matchAll(/^```(\w+)(?: title="([^"]*)")?\n([\s\S]*?)^```$/gm)].map(
  ([, lang, title = '', code]) => ({ lang, title, code }),
);
const file = (title: string) => {
  const block = blocks.find((found) => found.title === title);
  if (!block) throw new Error(`deploying.md has no code block titled ${title}`);
  return block.code;
};

/** Each `sitegen <command> …` (run with npx or from node_modules/.bin) in a text. */
function sitegenCommands(text: string): string[][] {
  return [...text.matchAll(/(?:npx |\/\.bin\/|")sitegen"?((?:[ ,]+"?[\w.:/-]+"?)+)/g)].map(
    ([, rest]) => rest.split(/[\s,"]+/).filter(Boolean),
  );
}

describe('the deploy recipes', () => {
  test('every YAML and JSON file parses', () => {
    const data = blocks.filter((block) => ['yaml', 'json'].includes(block.lang));
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const block of data)
      expect(
        () => (block.lang === 'json' ? JSON.parse(block.code) : yaml.load(block.code)),
        block.title,
      ).not.toThrow();
  });

  test('the GitHub Pages workflow builds with the whole history and publishes dist/', () => {
    const workflow = yaml.load(file('.github/workflows/docs.yml')) as {
      on: Record<string, unknown>;
      permissions: Record<string, string>;
      jobs: Record<string, { steps: Array<Record<string, any>>; needs?: string }>;
    };
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const steps = workflow.jobs.build.steps;
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with).toEqual({
      'fetch-depth': 0,
    });
    const run = steps.map((step) => step.run).filter(Boolean);
    expect(run.indexOf('npm ci')).toBeLessThan(run.indexOf('npx sitegen build'));
    // The cache is restored after npm ci, which would empty node_modules/.cache again.
    const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache'));
    expect(cache).toBeGreaterThan(steps.findIndex((step) => step.run === 'npm ci'));
    expect(steps[cache].with.path).toBe('node_modules/.cache/sitegen');
    expect(
      steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'))?.with,
    ).toEqual({ path: 'dist' });
    expect(workflow.jobs.deploy.needs).toBe('build');
  });

  test('the GitLab job builds into public/, the folder GitLab Pages publishes', () => {
    const ci = yaml.load(file('.gitlab-ci.yml')) as {
      pages: {
        script: string[];
        artifacts: { paths: string[] };
        variables: Record<string, unknown>;
      };
    };
    expect(ci.pages.artifacts.paths).toEqual(['public']);
    expect(ci.pages.script).toContain('npx sitegen build --out public');
    expect(ci.pages.variables.GIT_DEPTH).toBe(0);
  });

  test('Vercel and Netlify publish dist/ and cache the hashed assets for a year', () => {
    const vercel = JSON.parse(file('vercel.json'));
    expect(vercel.outputDirectory).toBe('dist');
    expect(JSON.stringify(vercel.headers)).toContain('max-age=31536000, immutable');
    expect(file('netlify.toml')).toMatch(/publish = "dist"/);
  });

  test('every sitegen command in the recipes is one the CLI takes, with options it has', () => {
    const program = createProgram();
    const commands = blocks.flatMap((block) => sitegenCommands(block.code));
    expect(commands.length).toBeGreaterThanOrEqual(6);
    for (const [name, ...args] of commands) {
      const command = program.commands.find((found) => found.name() === name);
      expect(command, `sitegen ${name}`).toBeDefined();
      for (const arg of args.filter((found) => found.startsWith('-')))
        expect(
          command!.options.some((option) => option.long === arg || option.short === arg),
          `sitegen ${name} ${arg}`,
        ).toBe(true);
    }
  });
});
