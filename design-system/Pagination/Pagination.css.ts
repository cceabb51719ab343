import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const nav = style({ display: 'flex', justifyContent: 'center' });
export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});
export const ellipsis = style({ minWidth: '2.25rem', textAlign: 'center', color: vars.color.textMuted });
export const current = style({ fontVariantNumeric: 'tabular-nums' });
export const pageButton = style({ minWidth: '2.25rem', fontVariantNumeric: 'tabular-nums' });
export const status = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  paddingInline: vars.space.small,
});
