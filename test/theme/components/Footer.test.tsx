/** The footer as the server renders it: Docusaurus's dark style is a class of its own. */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Footer } from '../../../src/theme/components/Footer.js';

const footer = { columns: [], copyright: '© 2026 Jest' };

test("footer.style 'dark' draws the footer dark; without it, the theme's", () => {
  expect(renderToString(<Footer footer={{ ...footer, style: 'dark' }} />)).toMatch(
    /^<footer class="footer footer-dark footer--dark theme-layout-footer">/,
  );
  expect(renderToString(<Footer footer={footer} />)).toMatch(
    /^<footer class="footer theme-layout-footer">/,
  );
});
