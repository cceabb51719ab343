import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const display = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const stars = style({ display: 'inline-flex', color: vars.color.rating });
export const starBox = style({ position: 'relative', display: 'inline-flex' });
/** The filled part of a partly filled star, clipped to the fraction (its width is set inline). */
export const partialStar = style({ position: 'absolute', inset: 0, overflow: 'hidden' });
export const caption = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const value = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
export const label = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.small });
export const radios = style({ display: 'inline-flex', gap: 2, color: vars.color.rating });
export const radio = style({
  display: 'inline-flex',
  padding: 4,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  transition: transition('transform'),
  selectors: {
    '&[data-hovered]': { transform: 'scale(1.12)' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
export const invalid = style({ color: vars.color.critical });
export const description = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const error = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});
