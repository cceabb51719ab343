import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  outline: 'none',
});
export const header = style({ background: vars.color.surfaceSunken });
export const column = style({
  textAlign: 'left',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.medium,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  outline: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});
export const columnInner = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const sortIcon = style({ display: 'inline-flex', color: vars.color.brandText });
export const sortIconIdle = style({ opacity: 0.35 });
export const row = style({
  outline: 'none',
  transition: transition('background-color'),
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
});
export const cell = style({
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.medium,
  color: vars.color.text,
  outline: 'none',
  verticalAlign: 'middle',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const empty = style({ padding: vars.space.xlarge, textAlign: 'center', color: vars.color.textMuted });
