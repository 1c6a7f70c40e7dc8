/**
 * Docusaurus plugins whose `configureWebpack` only adds loaders sitegen has its own way to do:
 * their options become sitegen hooks, and the hook is not warned about. The ideal-image plugin's
 * loaders (lqip-loader and responsive-loader) turn an image a page imports into responsive images
 * made at build time: sitegen's `responsiveImages` (bundle/responsiveImages.ts), with the same
 * options, left out under `serve --watch` when `disableInDev` (its default) says so.
 */
import type { PluginHooks, ResponsiveImageOptions } from '../types.js';

type Plain = Record<string, unknown>;

/** The ideal-image options sitegen reads; any other is warned about by name. */
const IDEAL_IMAGE_KEYS = ['id', 'disableInDev', 'sizes', 'size', 'min', 'max', 'steps', 'quality'];

/** A number as responsive-loader reads one (`parseInt`), undefined when it is none. */
function int(value: unknown): number | undefined {
  const parsed = parseInt(String(value), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
}

export interface LoaderHooks {
  hooks: Partial<PluginHooks>;
  /** Options given that sitegen does not read. */
  unread: string[];
}

/**
 * The hooks standing for a plugin's webpack loaders (by its instance's name), or undefined when
 * sitegen does not do what its `configureWebpack` does.
 */
export function loaderHooks(name: string, options: Plain, env: string): LoaderHooks | undefined {
  if (name !== 'docusaurus-plugin-ideal-image') return undefined;
  const unread = Object.keys(options).filter((key) => !IDEAL_IMAGE_KEYS.includes(key));
  if (options.disableInDev !== false && env !== 'production') return { hooks: {}, unread };
  const sizes = [options.sizes]
    .flat()
    .map(int)
    .filter((size): size is number => size !== undefined);
  const picked: ResponsiveImageOptions = {
    ...(Array.isArray(options.sizes) && sizes.length > 0 && { sizes }),
    size: int(options.size),
    min: options.min === undefined ? undefined : parseInt(String(options.min), 10),
    max: int(options.max),
    steps: int(options.steps),
    quality: int(options.quality),
  };
  const responsiveImages = Object.fromEntries(
    Object.entries(picked).filter(([, value]) => value !== undefined && !Number.isNaN(value)),
  ) as ResponsiveImageOptions;
  return { hooks: { responsiveImages }, unread };
}
