/**
 * `@theme/ThemedImage`: one image for the light colour mode and one for the dark. Both are in the
 * HTML and the stylesheet shows the one of the page's mode (`data-theme` on <html>, set before the
 * first paint), so the right one shows at once, with or without JavaScript, and follows a switch.
 * They load lazily (unless `loading` says otherwise), so the hidden one is not downloaded.
 */
import type { ImgHTMLAttributes } from 'react';
import { classNames } from './classNames.js';
import './docusaurus.css';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={classNames('themed-image', `themed-image--${mode}`, className)}
          loading="lazy"
          {...props}
        />
      ))}
    </>
  );
}
