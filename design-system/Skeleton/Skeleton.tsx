import type { CSSProperties } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `text` for a line of text, `rect` for a block, `circle` for an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  /** Any CSS width (defaults to the container's). */
  width?: CSSProperties['width'];
  /** Any CSS height (defaults to a line of text). */
  height?: CSSProperties['height'];
  /** Several text lines; the last one is shorter. */
  lines?: number;
  /** Extra class for placement. */
  className?: string;
}

/**
 * A placeholder while content loads. Hidden from assistive tech: mark the loading region with
 * aria-busy and give it a labelled Spinner or status text instead.
 *
 * Use instead: a Spinner for short waits with no known layout; a ProgressBar when progress is known.
 *
 * Accessibility: hidden from assistive tech; the region that loads says so (aria-busy and a labelled status).
 */
export function Skeleton({ shape = 'rect', width, height, lines, className }: SkeletonProps) {
  if (lines && lines > 1) {
    return (
      <span className={joinClassNames(styles.lines, className)} aria-hidden="true" data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={joinClassNames(styles.skeleton, styles.shape.text)}
            style={{ width: i === lines - 1 ? '60%' : (width ?? '100%') }}
          />
        ))}
      </span>
    );
  }
  const size = shape === 'circle' ? (width ?? height ?? 40) : undefined;
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={joinClassNames(styles.skeleton, styles.shape[shape], className)}
      style={{
        width: size ?? width ?? '100%',
        height: size ?? height ?? (shape === 'text' ? undefined : 120),
      }}
    />
  );
}
