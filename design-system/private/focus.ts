import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../tokens';

/** The focus ring, shown only for keyboard focus (RAC's data-focus-visible). */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const focusVisible: StyleRule['selectors'] = {
  '&[data-focus-visible]': focusRing,
};

export const transition = (...props: string[]) =>
  props.map((p) => `${p} ${vars.duration.fast} ${vars.easing.standard}`).join(', ');
