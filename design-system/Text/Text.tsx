import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { joinClassNames } from '../private/className';
import * as styles from './Text.css';

export type TextTone = keyof typeof styles.tone;

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** The element (`span` by default; `p`, `label`, `dd`…). */
  as?: ElementType;
  /** `xsmall`, `small`, `standard` or `large`, from the type scale. */
  size?: keyof typeof styles.size;
  /**
   * Colour by meaning: `neutral`, `muted`, `brand`, `accent`, `positive`, `critical`, `warning`;
   * `onBrand` or `onInverse` on those surfaces, or `inherit`.
   */
  tone?: TextTone;
  /** `regular`, `medium`, `strong` or `heavy`. */
  weight?: keyof typeof styles.weight;
  /** Text alignment. */
  align?: keyof typeof styles.align;
  /** Cut the text after this many lines with an ellipsis. */
  maxLines?: number;
  /** Render inline inside other text instead of as a block. */
  inline?: boolean;
  /** Figures of equal width (prices, timers, stats). */
  tabularNumbers?: boolean;
  /** The text. */
  children?: ReactNode;
}

/** Body text from the type scale, coloured by meaning: every word a screen shows that is not a heading. */
export function Text({
  as: Component = 'span',
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  align,
  maxLines,
  inline,
  tabularNumbers,
  className,
  style,
  ...props
}: TextProps) {
  const clampStyle: CSSProperties | undefined =
    maxLines && maxLines > 1 ? { WebkitLineClamp: maxLines, ...style } : style;
  return (
    <Component
      {...props}
      style={clampStyle}
      className={joinClassNames(
        styles.base,
        styles.size[size],
        styles.tone[tone],
        styles.weight[weight],
        align && styles.align[align],
        inline && styles.inline,
        maxLines === 1 && styles.truncate,
        maxLines !== undefined && maxLines > 1 && styles.clamp,
        tabularNumbers && styles.tabular,
        className,
      )}
    />
  );
}
