/**
 * A redirect's page: a script sends the reader on with the query and hash; the refresh, for
 * browsers without scripts only, cannot race it (a refresh firing once the page has loaded would
 * replace the script's navigation by one to the bare path); what content names is escaped.
 */
import { expect, test } from 'vitest';
import { redirectPage } from '../../src/emit/redirectPage.js';

test('the refresh is for browsers without scripts; the script keeps the query and hash', () => {
  const html = redirectPage('/docs/new?"<x>', 'fr');
  expect(html).toContain(
    '<noscript><meta http-equiv="refresh" content="0; url=/docs/new?&quot;&lt;x&gt;"></noscript>',
  );
  expect(html.match(/http-equiv="refresh"/g)).toHaveLength(1);
  expect(html).toContain(
    '<script>location.replace("/docs/new?\\"\\u003cx>" + location.search + location.hash)</script>',
  );
  expect(html).toContain('<html lang="fr">');
});
