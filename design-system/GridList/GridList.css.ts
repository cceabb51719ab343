import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const list = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-empty]': { display: 'flex', alignItems: 'center', justifyContent: 'center' },
  },
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingInline: vars.space.gutter,
  height: '100%',
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  outline: 'none',
  cursor: 'default',
  transition: transition('background-color'),
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
});
export const empty = style({ padding: vars.space.xlarge, color: vars.color.textMuted, textAlign: 'center' });
