/**
 * `@theme/IdealImage` (from Docusaurus's ideal-image plugin) as a plain responsive image: lazily
 * loaded, as wide as its column at most. `img` is a URL, an imported image, or the plugin's object
 * (`{ src: { src, width, height, images } }`), whose sizes become the `srcset`.
 */
import type { ImgHTMLAttributes } from 'react';
import { classNames } from './classNames.js';
import './docusaurus.css';

interface SizedImage {
  path?: string;
  src?: string;
  width?: number;
  height?: number;
}

type IdealImageSource =
  string | { default?: unknown; src?: SizedImage & { images?: SizedImage[] }; preSrc?: string };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: IdealImageSource;
}

function sourceOf(img: IdealImageSource): {
  src?: string;
  srcSet?: string;
  width?: number;
  height?: number;
} {
  if (typeof img === 'string') return { src: img };
  if (typeof img.default === 'string') return { src: img.default };
  if (typeof img.default === 'object' && img.default !== null)
    return sourceOf(img.default as IdealImageSource);
  const images = img.src?.images ?? [];
  const srcSet = images
    .filter((image) => image.path && image.width)
    .map((image) => `${image.path} ${image.width}w`)
    .join(', ');
  const largest = images[images.length - 1];
  return {
    src: img.src?.src ?? largest?.path,
    srcSet: srcSet || undefined,
    width: img.src?.width ?? largest?.width,
    height: img.src?.height ?? largest?.height,
  };
}

export default function IdealImage({ img, className, alt, ...props }: IdealImageProps) {
  const source = sourceOf(img);
  return (
    <img
      src={source.src}
      srcSet={source.srcSet}
      width={source.width}
      height={source.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={classNames('ideal-image', className)}
      {...props}
    />
  );
}
