import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { joinClassNames } from '../private/className';
import { sprinkles, type Sprinkles } from '../tokens/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'ref'> & {
    /** The element to render (default `div`). */
    as?: ElementType;
    /** The rendered element. */
    ref?: Ref<HTMLElement>;
    /** Extra classes, for what the tokens cannot say. */
    className?: string;
  };

/**
 * The lowest layout primitive: any element styled from the tokens only. Its style props are the
 * tokens' own (sprinkles): `display`, flex and grid placement (`gap`, `gridTemplateColumns` of one
 * to four columns, `alignItems`, `justifyContent`), padding and margin by side (`padding`,
 * `paddingX`, `paddingY`…), `width`, `textAlign`, `background`, `color`, `border`, `borderRadius`,
 * `boxShadow`, `position` and `overflow`. Each takes one value, or one for each breakpoint from the
 * phone up, as an array. Screens reach for `Stack`, `Inline`, `Columns` and `Container` first.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: joinClassNames(sprinkles(atoms as Sprinkles), className) });
}
