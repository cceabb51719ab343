import type { CSSProperties } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Several text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/**
 * A placeholder while content loads. Hidden from assistive tech: mark the loading region with
 * aria-busy and give it a labelled Spinner or status text instead.
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
