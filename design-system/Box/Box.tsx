import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../tokens/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'ref'> & {
    /** The element to render (default `div`). */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
    className?: string;
  };

function join(...classes: (string | false | undefined | null)[]): string | undefined {
  const out = classes.filter(Boolean).join(' ');
  return out || undefined;
}

export { join as cx };

/** The lowest layout primitive: any element styled with sprinkles (tokens only, responsive). */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return createElement(as, { ...rest, className: join(sprinkles(atoms as Sprinkles), className) });
}
