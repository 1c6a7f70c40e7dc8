/** The real Tianji site: every route of SPEC §3 (pages and docs) in the id build, and complete locales. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { BOOT_DATA_ID } from '../src/theme/dom.js';
import { builtSite, repoRoot } from './helpers.js';

const PAGES = ['', 'changelog', 'pricing', 'private-policy', 'markdown-page'];
const DOCS = [
  'intro',
  'api/authentication',
  'api/getting-started',
  'api/openapi-sdk',
  'application/tracking',
  'dev/prepare',
  'events/track',
  'feed/channels',
  'feed/integrations',
  'feed/intro',
  'feed/sentry',
  'feed/state',
  'install/docker-monitoring',
  'install/environment',
  'install/kubernetes/helm',
  'install/manual',
  'install/other/install-in-aapanel',
  'install/telemetry',
  'install/troubleshooting',
  'mcp',
  'monitor/custom-script',
  'monitor/push-monitor',
  'notification/webhook',
  'server-status/kubernetes/reporter-daemonset',
  'server-status/server-status-page',
  'server-status/server-status-reporter',
  'special-thanks',
  'telemetry/intro',
  'telemetry/params',
  'website/framework/docusaurus',
  'website/framework/install-in-traefik-with-plugin',
  'website/track-script',
];

const TAGS = [
  'ai-automation',
  'alerting',
  'analytics',
  'automation',
  'cloud-cost',
  'compliance',
  'deployment',
  'incident-response',
  'monitoring',
  'observability',
  'privacy',
  'release',
  'reliability',
  'self-host',
  'server-status',
  'slo',
  'sre',
  'telemetry',
  'tianji',
  'uptime',
  'uptime-monitoring',
  'website-analytics',
];
const POSTS = [
  'all-in-one-observability-with-tianji',
  'avoiding-cascading-failures-third-party-dependency-monitoring-en',
  'building-intelligent-alert-systems-from-noise-to-signal',
  'cost-aware-observability-keeping-slos-while-cutting-cloud-spend',
  'how-to-ensure-9999-uptime-for-your-website-with-proactive-monitoring',
  'lightweight-telemetry-pixel-and-simple-requests',
  'privacy-first-website-analytics-tianji',
  'reducing-alert-fatigue-turning-noise-into-actionable-signals',
  'release-aware-monitoring-smart-deploys-en',
  'runbook-automation-closed-loop-with-unified-timeline',
  'story-driven-observability-with-tianji',
  'top-metrics-to-track-for-effective-website-analytics-in-2025',
  'real-time-performance-monitoring-and-observability',
];
/** The 110 operations of seed.md §2, as page slugs. */
const API_OPERATIONS = [
  'ai-gateway-all',
  'ai-gateway-create',
  'ai-gateway-delete',
  'ai-gateway-info',
  'ai-gateway-logs',
  'ai-gateway-update',
  'ai-classify-survey',
  'ai-translate-survey',
  'application-all',
  'application-create',
  'application-delete',
  'application-event-stats',
  'application-info',
  'application-store-app-search',
  'application-store-info-history',
  'application-update',
  'audit-log-clear',
  'audit-log-fetch-by-cursor',
  'billing-current-subscription',
  'billing-current-tier',
  'billing-limit',
  'billing-usage',
  'feed-archive-event',
  'feed-channel-info',
  'feed-channels',
  'feed-clear-all-archived-events',
  'feed-create-channel',
  'feed-delete-channel',
  'feed-fetch-events-by-cursor',
  'feed-send-event',
  'feed-state-all',
  'feed-state-resolve',
  'feed-state-upsert',
  'feed-unarchive-event',
  'feed-update-channel-info',
  'monitor-all',
  'monitor-change-active',
  'monitor-clear-data',
  'monitor-clear-events',
  'monitor-create-page',
  'monitor-data',
  'monitor-data-metrics',
  'monitor-delete',
  'monitor-delete-page',
  'monitor-edit-page',
  'monitor-events',
  'monitor-get',
  'monitor-get-all-pages',
  'monitor-get-page-info',
  'monitor-get-public-info',
  'monitor-get-status',
  'monitor-public-data',
  'monitor-public-summary',
  'monitor-recent-data',
  'monitor-regenerate-push-token',
  'monitor-trigger-monitor',
  'monitor-upsert',
  'survey-ai-category-list',
  'survey-all',
  'survey-all-result-count',
  'survey-count',
  'survey-create',
  'survey-delete',
  'survey-get',
  'survey-result-list',
  'survey-stats',
  'survey-submit',
  'survey-update',
  'telemetry-all',
  'telemetry-all-event-count',
  'telemetry-delete',
  'telemetry-event-count',
  'telemetry-info',
  'telemetry-metrics',
  'telemetry-pageviews',
  'telemetry-stats',
  'telemetry-upsert',
  'user-login',
  'user-login-with-token',
  'website-add',
  'website-all',
  'website-all-overview',
  'website-delete',
  'website-generate-lighthouse-report',
  'website-geo-stats',
  'website-get-lighthouse-json',
  'website-get-lighthouse-report',
  'website-info',
  'website-metrics',
  'website-online-count',
  'website-pageviews',
  'website-stats',
  'website-update-info',
  'workspace-create',
  'workspace-delete',
  'workspace-get-service-count',
  'workspace-invite',
  'workspace-members',
  'workspace-rename',
  'workspace-switch',
  'workspace-tick',
  'workspace-update-member-role',
  'workspace-update-settings',
  'global-config',
  'feed-integration-github',
  'feed-integration-sentry',
  'feed-integration-stripe',
  'feed-integration-tencent-cloud',
  'server-status-public-info',
  'webhook-playground',
];
const API = ['api', 'api/introduction', ...API_OPERATIONS.map((slug) => `api/${slug}`)];
const BLOG = [
  'blog',
  'blog/page/2',
  'blog/archive',
  'blog/tags',
  ...TAGS.map((t) => `blog/tags/${t}`),
  ...POSTS.map((p) => `blog/${p}`),
];

// The real site, built once per run with every locale, the link check and search (test/setup/sharedBuilds.ts).
const { dir: out, summary } = builtSite();

describe('the id build', () => {
  const file = (route: string) => path.join(out, 'id', route, 'index.html');

  test('has every page and doc route of SPEC §3, and nothing that SPEC does not list as a doc', () => {
    for (const route of [...PAGES, ...DOCS.map((d) => `docs/${d}`)])
      expect(fs.existsSync(file(route)), route).toBe(true);
    const docs: string[] = [];
    const walk = (dir: string, rel: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const sub = rel ? `${rel}/${entry.name}` : entry.name;
        if (fs.existsSync(path.join(dir, entry.name, 'index.html'))) docs.push(sub);
        walk(path.join(dir, entry.name), sub);
      }
    };
    walk(path.join(out, 'id', 'docs'), '');
    expect(docs.sort()).toEqual([...DOCS].sort());
  });

  test('is Indonesian: html lang, translated content and no theme key left untranslated', () => {
    const en = uiStrings('en');
    const keys = Object.keys(en);
    for (const route of [...PAGES, ...DOCS.map((d) => `docs/${d}`), ...BLOG, ...API]) {
      const html = fs.readFileSync(file(route), 'utf8');
      expect(html, route).toMatch(/<html lang="id"/);
      // The boot data carries the string table by key for hydration: check its values, and the rest of the page for keys.
      const boot = new RegExp(
        `<script type="application/json" id="${BOOT_DATA_ID}">([\\s\\S]*?)</script>`,
      ).exec(html);
      const strings = boot
        ? (JSON.parse(boot[1]) as { shell: { strings: Record<string, string> } }).shell.strings
        : {};
      expect(
        Object.keys(strings).filter((key) => strings[key] === key),
        route,
      ).toEqual([]);
      const visible = boot ? html.replace(boot[0], '') : html;
      const leftover = keys.filter(
        (key) => visible.includes(`>${key}<`) || visible.includes(`"${key}"`),
      );
      expect(leftover, route).toEqual([]);
    }
    const intro = fs.readFileSync(file('docs/intro'), 'utf8');
    expect(intro).toContain('>Dokumentasi</a>');
    const id = uiStrings('id');
    for (const key of ['navbar.skipToContent', 'toc.title', 'docs.next', 'navbar.pricing']) {
      expect(id[key]).not.toBe(en[key]);
      expect(intro).toContain(id[key]);
    }
  });

  test('has the 39 blog routes of SPEC §3, every post dated 2025, and feeds listing all posts', () => {
    expect(BLOG).toHaveLength(39);
    for (const route of BLOG) expect(fs.existsSync(file(route)), route).toBe(true);
    const tagDirs = fs
      .readdirSync(path.join(out, 'id', 'blog', 'tags'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(tagDirs.sort()).toEqual([...TAGS].sort());
    expect(fs.existsSync(file('blog/page/3'))).toBe(false);
    for (const post of POSTS)
      expect(fs.readFileSync(file(`blog/${post}`), 'utf8')).toMatch(
        /<time dateTime="2025-\d\d-\d\d">/,
      );
    const rss = fs.readFileSync(path.join(out, 'id', 'blog', 'rss.xml'), 'utf8');
    expect(rss.match(/<item>/g)).toHaveLength(13);
  });

  test('has the API overview, introduction and one page per operation (110)', () => {
    expect(API_OPERATIONS).toHaveLength(110);
    for (const route of API) expect(fs.existsSync(file(route)), route).toBe(true);
    const overview = fs.readFileSync(file('api'), 'utf8');
    for (const slug of API_OPERATIONS) expect(overview, slug).toContain(`href="/id/api/${slug}"`);
  });

  test('the API reference reads Indonesian: tags, summaries and shared errors', () => {
    const overview = fs.readFileSync(file('api'), 'utf8');
    expect(overview).toContain('<h2 id="situs-web">Situs web</h2>');
    expect(overview).toContain('<h2 id="errors">Galat</h2>');
    const page = fs.readFileSync(file('api/application-create'), 'utf8');
    expect(page).toContain('<h1 class="page-title">Buat aplikasi</h1>');
    expect(page).toContain('Memerlukan peran owner atau admin di workspace.');
    expect(page).toContain('<a href="/id/api#errors">Galat umum');
  });

  test('the not-found page is in Indonesian', () => {
    const html = fs.readFileSync(path.join(out, 'id', '404.html'), 'utf8');
    expect(html).toContain('Halaman Tidak Ditemukan');
  });
});

test('the build checked every internal link and anchor of every locale, and found none broken', () => {
  // A broken one would have failed the build above; this makes sure the check did run over all of it.
  expect(summary.linkCheck).toBeDefined();
  expect(summary.linkCheck!.links).toBeGreaterThan(100_000);
  expect(summary.linkCheck!.targets).toBeGreaterThan(1_000);
  // All six locales were built, so only links to other sites were left alone.
  expect(summary.linkCheck!.otherLocales).toBe(0);
});

test('every locale builds, each at its own root', () => {
  for (const locale of ['', 'fr', 'de', 'id', 'ja', 'zh-Hans']) {
    expect(fs.existsSync(path.join(out, locale, 'docs', 'intro', 'index.html')), locale).toBe(true);
  }
  expect(fs.readFileSync(path.join(out, 'ja', 'docs', 'intro', 'index.html'), 'utf8')).toMatch(
    /<html lang="ja"/,
  );
});

test('home and pricing speak each locale, in their body and in their title and description', () => {
  const head = (html: string) =>
    /<title>([^<]*)<\/title>[\s\S]*?<meta name="description" content="([^"]*)"/
      .exec(html)
      ?.slice(1);
  const read = (locale: string, page: string) =>
    fs.readFileSync(path.join(out, locale, page, 'index.html'), 'utf8');
  for (const page of ['', 'pricing']) {
    const english = read('', page);
    const [enTitle, enDescription] = head(english)!;
    for (const locale of ['fr', 'de', 'id', 'ja', 'zh-Hans']) {
      const html = read(locale, page);
      const [title, description] = head(html)!;
      if (page) expect(title, `${locale}/${page}`).not.toBe(enTitle);
      expect(description, `${locale}/${page}`).not.toBe(enDescription);
      const h1 = (text: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(text)?.[1];
      expect(h1(html), `${locale}/${page}`).not.toBe(h1(english));
    }
  }
  for (const locale of ['', 'fr', 'de', 'id', 'ja', 'zh-Hans']) {
    expect(read(locale, 'pricing').match(/data-plan="/g), locale).toHaveLength(4);
  }
});

test("every key of the English strings, sitegen's and the site's, exists in every other locale file", () => {
  for (const dir of [path.join(repoRoot, 'locales'), path.join(repoRoot, 'content', 'locales')]) {
    const en = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'))).sort();
    for (const locale of ['fr', 'de', 'id', 'ja', 'zh-Hans']) {
      const keys = Object.keys(
        JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')),
      ).sort();
      expect(keys, `${dir}: ${locale}`).toEqual(en);
    }
  }
});

/** A locale's strings as the build reads them: sitegen's own, then the site's over them. */
function uiStrings(locale: string): Record<string, string> {
  const read = (...parts: string[]) =>
    JSON.parse(fs.readFileSync(path.join(repoRoot, ...parts), 'utf8')) as Record<string, string>;
  return { ...read('locales', `${locale}.json`), ...read('content', 'locales', `${locale}.json`) };
}
