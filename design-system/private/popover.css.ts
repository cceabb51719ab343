import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  padding: vars.space.small,
  outline: 'none',
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}, transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    '&[data-entering]': { opacity: 0, transform: 'translateY(-4px)' },
    '&[data-exiting]': { opacity: 0 },
  },
});
/** The dialog inside a popover: the popover itself is the visible surface, so no outline of its own. */
export const dialog = style({ outline: 'none' });
/** Popover's dialog, inset from the popover's edge. */
export const paddedDialog = style([dialog, { padding: vars.space.small }]);
export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
