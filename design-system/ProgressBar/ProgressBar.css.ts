import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%' });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const track = style({
  position: 'relative',
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});
const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  left: 0,
  borderRadius: vars.radius.full,
  transition: `width ${vars.duration.standard} ${vars.easing.standard}`,
});
export const indeterminate = style({ width: '40%', animation: `${slide} 1.2s ${vars.easing.standard} infinite` });
export const tone = styleVariants({
  brand: { background: vars.color.brandText },
  positive: { background: vars.color.positive },
  warning: { background: vars.color.warning },
  critical: { background: vars.color.critical },
});
