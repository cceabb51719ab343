import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.gutter,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1.5px dashed ${vars.color.border}`,
  background: vars.color.surface,
});
export const plain = style({ border: 'none', background: 'transparent' });
export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});
export const criticalIcon = style({ background: vars.color.criticalSoft, color: vars.color.critical });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, maxWidth: '34rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, justifyContent: 'center' });
