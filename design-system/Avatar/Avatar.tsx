import { useState } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './Avatar.css';

export interface AvatarProps {
  /** The person's name: the accessible name, and the source of the initial letter. */
  name: string;
  /** Photo URL; falls back to the initial when missing or broken. */
  src?: string | null;
  /** Diameter: `small` in lists, `medium` in cards, `large` on a profile. */
  size?: keyof typeof styles.size;
  /** Hide from assistive tech when the name is already next to it. */
  decorative?: boolean;
  /** Extra class for placement (margins come from the layout, not the avatar). */
  className?: string;
}

export function initialOf(name: string): string {
  const first = name.trim().match(/\p{L}|\p{N}/u);
  return first ? first[0].toLocaleUpperCase() : '?';
}

function paletteIndex(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(hash) % styles.palette.length;
}

/**
 * A round photo of a person, or their initial on a brand tint.
 *
 * Use instead: a Card image for a class or product photo.
 *
 * Accessibility: an image named by `name`; with `decorative` it is hidden, for when the name is already beside it.
 */
export function Avatar({ name, src, size = 'medium', decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span
      {...a11y}
      className={joinClassNames(styles.avatar, styles.size[size], styles.palette[paletteIndex(name)], className)}
    >
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden="true">{initialOf(name)}</span>
      )}
    </span>
  );
}
