import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const tooltip = style({
  maxWidth: '18rem',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.medium,
  transition: `opacity ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: { '&[data-entering], &[data-exiting]': { opacity: 0 } },
});
export const arrow = style({
  display: 'block',
  fill: vars.color.inverse,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
