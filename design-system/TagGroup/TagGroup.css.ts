import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, outline: 'none' });
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.25rem',
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'default',
  outline: 'none',
  transition: transition('background-color', 'border-color', 'color'),
  selectors: {
    '&[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-selected]': {
      background: vars.color.inverse,
      color: vars.color.onInverse,
      borderColor: vars.color.inverse,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    '&[data-allows-removing]': { paddingRight: vars.space.xxsmall },
  },
});
export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0 },
  },
});
export const empty = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
