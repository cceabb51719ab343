import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const rules = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});
export const met = style({ color: vars.color.positive });
export const bullet = style({ width: 16, display: 'inline-flex', justifyContent: 'center' });
