/**
 * `sitegen docs:version <name>`, as `docusaurus docs:version` does it: the docs folder of a section
 * (with each locale's translations of it) is copied into a new version, its sidebars file is
 * written beside it as JSON, and the name goes first in the section's versions.json, so the new
 * version becomes the last one (at the section's route base) and the docs folder goes on as "Next".
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CURRENT_VERSION,
  DEFAULT_SECTION,
  loadConfig,
  versionedDocsDirOf,
  versionedSidebarsFileOf,
  versionsFileOf,
  versionTranslationsOf,
  whyNotAVersionName,
  type DocsFolder,
  type ResolvedConfig,
} from '../config/index.js';
import { translationDir } from '../content/index.js';
import { BuildFailed } from '../errors.js';

export interface CreateDocsVersionOptions {
  root: string;
  name: string;
  /** The docs section's id; the default section when not given. */
  section?: string;
  /** Make the version again from the docs folder when it exists already. */
  overwrite?: boolean;
}

export interface CreatedDocsVersion {
  section: string;
  name: string;
  /** What was written, relative to the site root: folders of docs, the sidebars file, versions.json. */
  written: string[];
}

export async function createDocsVersion(
  options: CreateDocsVersionOptions,
): Promise<CreatedDocsVersion> {
  const config = await loadConfig(options.root);
  const { root } = config;
  const id = options.section ?? DEFAULT_SECTION;
  const section = config.content.docs.find((candidate) => candidate.id === id);
  const fail = (message: string, hint: string, file = config.configFile): never => {
    throw new BuildFailed([{ file, message, hint }]);
  };
  if (!section)
    return fail(
      `the site has no docs section "${id}"`,
      config.content.docs.length > 0
        ? `the docs sections are ${config.content.docs.map((s) => `"${s.id}"`).join(', ')}`
        : 'the site has no docs: create docs/ or set content.docs in the config',
    );
  const { name } = options;
  const why =
    whyNotAVersionName(name) ??
    (name === CURRENT_VERSION ? '"current" names the docs folder itself' : undefined);
  if (why) fail(`cannot name a version "${name}": ${why}`, 'name versions like "1.0.0"');
  if (!fs.existsSync(section.dir) || fs.readdirSync(section.dir).length === 0)
    fail(
      `the docs folder ${rel(root, section.dir)}/ has no docs to make a version of`,
      'write docs first',
    );

  const versionsFile = path.join(root, versionsFileOf(id));
  const versions = readNames(versionsFile);
  const exists = versions.includes(name);
  if (exists && !options.overwrite)
    fail(
      `version "${name}" of the docs exists already`,
      'choose another name, or pass --overwrite to make it again from the docs folder',
      versionsFile,
    );

  const written: string[] = [];
  const copy = (from: string, to: string) => {
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
    written.push(`${rel(root, to)}/`);
  };
  copy(section.dir, path.join(root, versionedDocsDirOf(id, name)));
  for (const locale of translatedLocales(config, section)) {
    const version = { ...section, translations: versionTranslationsOf(section.translations, name) };
    copy(translationDir(section, locale), translationDir(version, locale));
  }
  const sidebarsFile = path.join(root, versionedSidebarsFileOf(id, name));
  fs.rmSync(sidebarsFile, { force: true });
  if (section.sidebars && Object.keys(section.sidebars).length > 0) {
    fs.mkdirSync(path.dirname(sidebarsFile), { recursive: true });
    fs.writeFileSync(sidebarsFile, `${JSON.stringify(section.sidebars, null, 2)}\n`);
    written.push(rel(root, sidebarsFile));
  }
  if (!exists) {
    fs.writeFileSync(versionsFile, `${JSON.stringify([name, ...versions], null, 2)}\n`);
    written.push(rel(root, versionsFile));
  }
  return { section: id, name, written };
}

/** The locales other than the default one that have translations of the section's docs. */
function translatedLocales(config: ResolvedConfig, section: DocsFolder): string[] {
  return Object.keys(config.locales).filter((locale) => {
    if (locale === config.defaultLocale) return false;
    const dir = translationDir(section, locale);
    return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
  });
}

/** The names in a versions.json (the config has checked it when it exists). */
function readNames(file: string): string[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}

function rel(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
