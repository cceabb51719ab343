import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const calendar = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.xsmall,
  width: 'fit-content',
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  fontFamily: vars.font.heading,
});
export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.35, cursor: 'not-allowed' },
  },
});
export const grid = style({ borderCollapse: 'collapse' });
export const headerCell = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xsmall,
  textTransform: 'uppercase',
});
export const cell = style({
  width: '2.5rem',
  height: '2.5rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  transition: transition('background-color', 'color'),
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-today]': { boxShadow: `inset 0 0 0 1.5px ${vars.color.borderStrong}` },
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.heavy },
    '&[data-selection-start], &[data-selection-end]': { background: vars.color.inverse, color: vars.color.onInverse },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      opacity: 0.45,
      cursor: 'not-allowed',
      textDecoration: 'line-through',
    },
    '&[data-invalid]': { background: vars.color.criticalSoft, color: vars.color.critical },
  },
});
export const rangeCell = style({
  selectors: {
    '&[data-selected]': { borderRadius: 0, background: vars.color.brandSoft, color: vars.color.text },
    '&[data-selection-start]': { borderStartStartRadius: vars.radius.full, borderEndStartRadius: vars.radius.full },
    '&[data-selection-end]': { borderStartEndRadius: vars.radius.full, borderEndEndRadius: vars.radius.full },
  },
});
export const error = style({ fontSize: vars.fontSize.small, color: vars.color.critical });
