import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  height: '3.5rem',
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.text,
});
export const day = style({ fontSize: vars.fontSize.h3, fontWeight: vars.fontWeight.heavy, lineHeight: 1 });
export const month = style({
  fontSize: vars.fontSize.xsmall,
  textTransform: 'uppercase',
  fontWeight: vars.fontWeight.strong,
});
