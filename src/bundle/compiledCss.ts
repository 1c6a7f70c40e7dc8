/**
 * A stylesheet made into CSS for esbuild by a compiler of the site's (its Sass, its PostCSS): the
 * CSS and the files it read (which esbuild watches), or errors at the site's file.
 */
import type * as esbuild from 'esbuild';

export type CompiledCss =
  { css: string; watchFiles: string[]; errors?: undefined } | { errors: esbuild.PartialMessage[] };
