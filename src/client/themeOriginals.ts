/**
 * The theme's own components as a site's code imports them in the browser
 * (`@theme-original/<Name>`: a theme replacement wrapping the original). A chunk of its own,
 * loaded by shared.ts only for a module that imports one.
 */
import { originalComponents } from '../theme/index.js';

export const themeOriginals: Record<string, unknown> = {};
for (const [name, component] of originalComponents())
  themeOriginals[`@theme-original/${name}`] = { default: component };
