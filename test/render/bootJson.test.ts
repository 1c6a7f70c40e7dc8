import { expect, test } from 'vitest';
import { bootJson } from '../../src/render/renderPage.js';
import { jsonForScript } from '../../src/render/structuredData.js';

test('the boot data serialised from parts is the boot data serialised whole', () => {
  const shell = {
    locale: 'id',
    strings: { 'navbar.home': 'Beranda </script>' },
    locales: [{ id: 'en', label: 'English' }],
  };
  const parts = { url: '/id/docs/"quoted"</script>', navPath: '/id/docs/x' };
  expect(bootJson({ clientShellJson: jsonForScript(shell) }, parts)).toBe(
    jsonForScript({ shell, ...parts }),
  );
});

test('a page showing a docs sidebar names it in its boot data', () => {
  const shell = { locale: 'en' };
  const parts = { url: '/docs/x', navPath: '/docs/x', docSidebar: 'default/api"Sidebar' };
  expect(bootJson({ clientShellJson: jsonForScript(shell) }, parts)).toBe(
    jsonForScript({ shell, ...parts }),
  );
});

test('a page with a <main> of its own says so in its boot data', () => {
  const shell = { locale: 'en' };
  const parts = { url: '/harbour', navPath: '/harbour', ownMain: true };
  expect(bootJson({ clientShellJson: jsonForScript(shell) }, parts)).toBe(
    jsonForScript({ shell, ...parts }),
  );
});
