import { defineConfig } from 'sitegen';

/**
 * Where the website's sources live in Tianji's repository, laid out the Docusaurus way (docs/,
 * blog/, i18n/<locale>/docusaurus-plugin-content-docs/current/): "Edit this page" leads there, to the
 * translation a page was built from when it has one.
 */
const EDIT_BASE = 'https://github.com/msgbyte/tianji/edit/master/website/';

/** The Tianji website. Labels are keys into locales/<locale>.json. */
export default defineConfig({
  title: 'Tianji',
  tagline: 'site.tagline',
  url: 'https://tianji.dev',
  baseUrl: '/',
  titleTemplate: '%s | Tianji',
  favicon: '/img/favicon.svg',
  manifest: '/site.webmanifest',
  image: '/img/social-card.svg',
  defaultLocale: 'en',
  locales: {
    en: { label: 'English' },
    fr: { label: 'Français' },
    de: { label: 'Deutsch' },
    id: { label: 'Bahasa Indonesia' },
    ja: { label: '日本語' },
    'zh-Hans': { label: '简体中文', htmlLang: 'zh-Hans' },
  },
  navbar: {
    title: 'Tianji',
    logo: { src: '/img/logo.svg', alt: 'Tianji' },
    hideOnScroll: false,
    items: [
      { label: 'navbar.docs', to: '/docs/intro', position: 'left' },
      { label: 'navbar.pricing', to: '/pricing', position: 'left' },
      { label: 'navbar.changelog', to: '/changelog', position: 'left' },
      { label: 'navbar.api', to: '/api', position: 'left' },
      { label: 'navbar.cloud', href: 'https://app.tianji.dev/', position: 'right' },
      { label: 'navbar.discord', href: 'https://discord.gg/8Vv47wAEej', position: 'right' },
      { label: 'navbar.github', href: 'https://github.com/msgbyte/tianji', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'footer.docs',
        items: [
          { label: 'footer.gettingStarted', to: '/docs/intro' },
          { label: 'footer.install', to: '/docs/install/docker-monitoring' },
          { label: 'footer.apiReference', to: '/api' },
        ],
      },
      {
        title: 'footer.community',
        items: [
          { label: 'footer.discord', href: 'https://discord.gg/8Vv47wAEej' },
          { label: 'footer.twitter', href: 'https://twitter.com/moonrailgun' },
          { label: 'footer.github', href: 'https://github.com/msgbyte/tianji' },
        ],
      },
      {
        title: 'footer.more',
        items: [
          { label: 'footer.blog', to: '/blog' },
          { label: 'footer.changelog', to: '/changelog' },
          { label: 'footer.pricing', to: '/pricing' },
          { label: 'footer.privacy', to: '/private-policy' },
        ],
      },
    ],
    copyright: 'footer.copyright',
  },
  announcementBar: {
    id: 'tianji-v1-mcp',
    content: 'announcement.text',
    link: { label: 'announcement.link', to: '/docs/mcp' },
    closeable: true,
  },
  tracker: { host: 'https://tianji.moonrailgun.com', websiteId: 'clopxgjr6050tqn5dzxo7pjac' },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
  content: {
    docs: {
      dir: 'content/docs',
      translations: 'content/i18n/{locale}/docs',
      routeBasePath: 'docs',
      editUrl: ({ contentPath, locale, translated }) =>
        translated ? `${EDIT_BASE}i18n/${locale}/docusaurus-plugin-content-docs/current/${contentPath}` : `${EDIT_BASE}docs/${contentPath}`,
    },
    blog: {
      dir: 'content/blog',
      translations: 'content/i18n/{locale}/blog',
      routeBasePath: 'blog',
      postsPerPage: 10,
      authorsFile: 'authors.yml',
      editUrl: ({ contentPath, locale, translated }) =>
        translated ? `${EDIT_BASE}i18n/${locale}/docusaurus-plugin-content-blog/${contentPath}` : `${EDIT_BASE}blog/${contentPath}`,
    },
    pages: { dir: 'content/pages', translations: 'content/i18n/{locale}/pages' },
    api: { spec: 'openapi/tianji.openapi.json', specTranslations: 'openapi/i18n/{locale}.json', dir: 'content/api', translations: 'content/i18n/{locale}/api', routeBasePath: 'api' },
  },
  staticDir: 'static',
  localesDir: 'content/locales',
  template: 'templates/page.html',
});
