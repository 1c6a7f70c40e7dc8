/** One page to HTML: the React shell rendered to a string, poured into the template with its head. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ResolvedConfig } from '../config/types.js';
import type { FrontMatter } from '../content/frontMatter.js';
import { App } from '../theme/App.js';
import type { PageData, ShellData } from '../theme/types.js';
import { buildHead, type HeadInput } from './head.js';
import { structuredData } from './structuredData.js';
import type { Template } from './template.js';

export interface RenderPageInput {
  config: ResolvedConfig;
  template: Template;
  shell: ShellData;
  page: PageData;
  /** Front matter of the page's source (keywords, image), if it has one. */
  frontMatter: FrontMatter;
  stylesheets: string[];
  feeds: HeadInput['feeds'];
}

export function renderPage({ config, template, shell, page, frontMatter, stylesheets, feeds }: RenderPageInput): string {
  const settings = config.locales[shell.locale];
  const notFound = page.kind === 'not-found';
  const head = buildHead({
    config,
    shell,
    page,
    keywords: frontMatter.keywords,
    image: frontMatter.image,
    stylesheets,
    feeds,
    structuredData: structuredData(config, page),
    alternates: !notFound,
    noindex: page.unlisted || page.draft || notFound,
  });
  return template.fill({
    lang: settings?.htmlLang ?? shell.locale,
    dir: settings?.direction ?? 'ltr',
    theme: config.colorMode.defaultMode,
    htmlAttrs: '',
    head,
    body: renderToString(createElement(App, { shell, page })),
    scripts: '',
  });
}
