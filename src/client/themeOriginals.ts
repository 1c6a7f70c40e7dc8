/**
 * The theme's own components as a site's code imports them in the browser
 * (`@theme-original/<Name>`: a theme replacement wrapping the original). A chunk of its own,
 * loaded by shared.ts only for a module that imports one.
 */
import { App, originalComponents } from '../theme/index.js';

/**
 * The shell, which renders every replaceable shell component: each registers its original when its
 * module runs, and a bundle keeps a module only when something in it is used (`overridable` is
 * marked pure), so this chunk names the shell.
 */
export const shell = App;

export const themeOriginals: Record<string, unknown> = {};
for (const [name, component] of originalComponents())
  themeOriginals[`@theme-original/${name}`] = { default: component };
