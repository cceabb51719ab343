import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from '../Text/Text.css';
import { joinClassNames } from '../private/className';

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** Semantic level: h1–h4. */
  level: 1 | 2 | 3 | 4;
  /** Visual size when it should differ from the level (`display` for heroes). */
  size?: 'display' | 1 | 2 | 3 | 4;
  /**
   * Colour: `neutral` by default, `muted`, `brand`, `accent`, `positive`, `critical`, `warning`;
   * `onBrand` or `onInverse` on those surfaces, or `inherit`.
   */
  tone?: styles.ToneKey;
  /** Text alignment. */
  align?: keyof typeof styles.align;
  /** Cut the heading after this many lines with an ellipsis. */
  maxLines?: number;
  /** The heading text. */
  children?: ReactNode;
}

/**
 * A heading: `level` is its place in the page's outline (one level-one heading a page), `size` how big
 * it looks when that should differ.
 */
export function Heading({ level, size, tone = 'neutral', align, maxLines, className, style, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...props}
      style={maxLines && maxLines > 1 ? { WebkitLineClamp: maxLines, ...style } : style}
      className={joinClassNames(
        styles.heading,
        styles.headingLevel[String(size ?? level) as keyof typeof styles.headingLevel],
        styles.tone[tone],
        align && styles.align[align],
        maxLines === 1 && styles.truncate,
        maxLines !== undefined && maxLines > 1 && styles.clamp,
        className,
      )}
    />
  );
}
