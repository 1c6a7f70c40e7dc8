/**
 * The announcement bar as the server renders it: in the config's colours when it gives them
 * (Docusaurus's backgroundColor and textColor; Jest's bar is dark with white text), else in the
 * theme's (no inline style).
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { AnnouncementBar } from '../../../src/theme/components/AnnouncementBar.js';

const bar = {
  id: 'ukraine',
  text: '',
  html: 'Support <a href="https://u.example">Ukraine</a>',
  closeable: false,
};

test("the config's colours are the bar's", () => {
  const html = renderToString(
    <AnnouncementBar announcement={{ ...bar, backgroundColor: '#20232a', textColor: '#fff' }} />,
  );
  // `background`, not only its colour: the theme's bar is a gradient (a background image).
  expect(html).toContain('style="background:#20232a;color:#fff"');
});

test("without colours the bar is the theme's", () => {
  expect(renderToString(<AnnouncementBar announcement={bar} />)).not.toContain('style=');
});
