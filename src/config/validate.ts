/** Checks a loaded config for the mistakes that would otherwise surface as confusing failures later. */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteError } from '../errors.js';
import type { SiteConfig } from './types.js';

export function validateConfig(config: SiteConfig, configFile: string, root: string): SiteError[] {
  const errors: SiteError[] = [];
  const fail = (message: string, hint: string) => errors.push({ file: configFile, message, hint });

  for (const key of ['title', 'url', 'baseUrl', 'defaultLocale'] as const) {
    if (typeof config[key] !== 'string' || config[key] === '')
      fail(`"${key}" is missing`, `set ${key} in the config`);
  }
  if (errors.length > 0) return errors;
  if (!config.baseUrl.startsWith('/') || !config.baseUrl.endsWith('/')) {
    fail(
      `baseUrl "${config.baseUrl}" must start and end with "/"`,
      'use "/" for a site at the domain root',
    );
  }
  if (config.url.endsWith('/'))
    fail(`url "${config.url}" must not end with "/"`, `use "${config.url.replace(/\/+$/, '')}"`);
  if (!config.locales || !config.locales[config.defaultLocale]) {
    fail(
      `defaultLocale "${config.defaultLocale}" is not in locales`,
      'add it to the locales table',
    );
  }
  if (!config.content?.docs?.dir || !config.content?.pages?.dir) {
    fail(
      'content.docs and content.pages must name folders',
      'set content.docs.dir and content.pages.dir',
    );
  }
  for (const [label, rel] of [
    ['template', config.template],
    ['content.docs.dir', config.content?.docs?.dir],
    ['content.pages.dir', config.content?.pages?.dir],
    ['localesDir', config.localesDir],
  ] as const) {
    if (rel && !fs.existsSync(path.resolve(root, rel)))
      fail(`${label} "${rel}" does not exist`, `create it or point ${label} at an existing path`);
  }
  const specTranslations = config.content?.api?.specTranslations;
  if (specTranslations !== undefined && !specTranslations.includes('{locale}')) {
    fail(
      `content.api.specTranslations "${specTranslations}" has no {locale} placeholder`,
      'write it like "openapi/i18n/{locale}.json"',
    );
  }
  for (const folder of [config.content?.docs, config.content?.pages, config.content?.blog]) {
    if (folder && !folder.translations?.includes('{locale}')) {
      fail(
        `translations "${folder.translations}" has no {locale} placeholder`,
        'write it like "i18n/{locale}/docs"',
      );
    }
  }
  for (const [label, editUrl] of [
    ['content.docs.editUrl', config.content?.docs?.editUrl],
    ['content.blog.editUrl', config.content?.blog?.editUrl],
  ] as const) {
    if (editUrl === undefined || typeof editUrl === 'function') continue;
    if (typeof editUrl !== 'string' || !/^https?:\/\//.test(editUrl)) {
      fail(
        `${label} must be an http(s) URL or a function of the file`,
        'write it like "https://github.com/owner/repo/edit/main/website/"',
      );
    }
  }
  const hosts = config.server?.allowedHosts;
  if (
    hosts !== undefined &&
    hosts !== true &&
    !(Array.isArray(hosts) && hosts.every((h) => typeof h === 'string' && h !== ''))
  ) {
    fail(
      'server.allowedHosts must be a list of host names or true',
      'write it like ["docs.example.com", ".example.com"]',
    );
  }
  return errors;
}
