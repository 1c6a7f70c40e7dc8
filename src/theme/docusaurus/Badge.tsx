/**
 * `<Badge text="New" variant="tip" size="small" />`: a short label beside a heading or in a
 * sentence, as Starlight's. The variants are the admonitions' colours (note, tip, caution, danger)
 * plus success and default (the accent); sizes small, medium (the default) and large. Children
 * stand for `text` when it is not given.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames.js';

export const BADGE_VARIANTS = ['default', 'note', 'tip', 'caution', 'danger', 'success'] as const;
export const BADGE_SIZES = ['small', 'medium', 'large'] as const;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  text?: ReactNode;
  variant?: (typeof BADGE_VARIANTS)[number];
  size?: (typeof BADGE_SIZES)[number];
}

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export default function Badge({ text, variant, size, className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={classNames(
        'sg-badge',
        `sg-badge--${oneOf(BADGE_VARIANTS, variant, 'default')}`,
        `sg-badge--${oneOf(BADGE_SIZES, size, 'medium')}`,
        className,
      )}
    >
      {text ?? children}
    </span>
  );
}
