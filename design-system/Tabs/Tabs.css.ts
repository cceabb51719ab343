import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });
export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});
export const tab = style({
  position: 'relative',
  textDecoration: 'none',
  flexShrink: 0,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.medium,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  transition: transition('color', 'background-color'),
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.small,
      right: vars.space.small,
      bottom: -1,
      height: 3,
      borderRadius: vars.radius.full,
      background: 'transparent',
      transition: transition('background-color'),
    },
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected], &[aria-current="page"]': { color: vars.color.text },
    '&[data-selected]::after, &[aria-current="page"]::after': { background: vars.color.brandText },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': focusRing },
});
