import { defineConfig } from 'sitegen';
import { reference } from './plugins/reference';

/**
 * sitegen's own documentation, built by sitegen (`npm run docs` in the repository). Docs from
 * docs/, the reference pages' data from sitegen's code (plugins/reference.ts).
 */
export default defineConfig({
  title: 'sitegen',
  tagline: 'Docs sites as static HTML rendered with React, from Docusaurus-style content.',
  url: 'https://sitegen-tools.github.io',
  baseUrl: '/',
  favicon: '/img/logo.svg',
  navbar: {
    logo: { src: '/img/logo.svg', alt: '' },
    items: [
      { label: 'Getting started', to: '/docs/start-a-site' },
      { label: 'Guides', to: '/docs/guides/writing' },
      { label: 'Config', to: '/docs/reference/config', activeBasePath: '/docs/reference/config' },
      { label: 'CLI', to: '/docs/reference/cli', activeBasePath: '/docs/reference/cli' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/docs/start-a-site' },
          { label: 'Moving a Docusaurus site', to: '/docs/moving-from-docusaurus' },
          { label: 'Deploying', to: '/docs/deploying' },
        ],
      },
      {
        title: 'Reference',
        items: [
          { label: 'The config', to: '/docs/reference/config' },
          { label: 'Command line', to: '/docs/reference/cli' },
          { label: 'Plugins', to: '/docs/guides/plugins' },
        ],
      },
    ],
    copyright: '© {year} the sitegen authors. Built with sitegen.',
  },
  theme: { customCss: 'src/css/custom.css' },
  plugins: [reference()],
});
