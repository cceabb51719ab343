import { style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.gutter,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});
export const bannerIcon = style({ flexShrink: 0 });
