import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { joinClassNames } from '../private/className';
import { sprinkles, type Sprinkles } from '../tokens/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'ref'> & {
    /** The element to render (default `div`). */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
    className?: string;
  };

/** The lowest layout primitive: any element styled with sprinkles (tokens only, responsive). */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: joinClassNames(sprinkles(atoms as Sprinkles), className) });
}
