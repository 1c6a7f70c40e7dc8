import { expect, test } from 'vitest';
import { loaderHooks } from '../../../src/plugin/docusaurus/webpackLoaders.js';

test("ideal-image's loader options become responsive images, numbers read as responsive-loader reads them", () => {
  expect(
    loaderHooks(
      'docusaurus-plugin-ideal-image',
      { id: 'default', disableInDev: true, quality: '70', min: 0, max: 900, steps: 3 },
      'production',
    ),
  ).toEqual({
    hooks: { responsiveImages: { quality: 70, min: 0, max: 900, steps: 3 } },
    unread: [],
  });
  expect(
    loaderHooks('docusaurus-plugin-ideal-image', { sizes: [320, '640'], name: 'x' }, 'production'),
  ).toEqual({ hooks: { responsiveImages: { sizes: [320, 640] } }, unread: ['name'] });
});

test('in development, none unless disableInDev is false; other plugins have no loaders sitegen does', () => {
  expect(loaderHooks('docusaurus-plugin-ideal-image', {}, 'development')).toEqual({
    hooks: {},
    unread: [],
  });
  expect(
    loaderHooks('docusaurus-plugin-ideal-image', { disableInDev: false, size: 500 }, 'development'),
  ).toEqual({ hooks: { responsiveImages: { size: 500 } }, unread: [] });
  expect(loaderHooks('lighthouses', {}, 'production')).toBeUndefined();
});
