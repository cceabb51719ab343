import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
  textTransform: 'uppercase',
  userSelect: 'none',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const size = styleVariants({
  xsmall: { width: 24, height: 24, fontSize: '0.7rem' },
  small: { width: 32, height: 32, fontSize: '0.85rem' },
  medium: { width: 44, height: 44, fontSize: '1.1rem' },
  large: { width: 64, height: 64, fontSize: '1.6rem' },
  xlarge: { width: 96, height: 96, fontSize: '2.4rem' },
});

export const palette = [
  style({ background: vars.color.brandSoft, color: vars.color.brandText }),
  style({ background: vars.color.accentSoft, color: vars.color.accentText }),
  style({ background: vars.color.infoSoft, color: vars.color.info }),
  style({ background: vars.color.positiveSoft, color: vars.color.positive }),
  style({ background: vars.color.warningSoft, color: vars.color.warning }),
] as const;

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
