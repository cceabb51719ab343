import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const base = style({ display: 'block', margin: 0, fontFamily: vars.font.body, overflowWrap: 'anywhere' });
export const inline = style({ display: 'inline' });

export const size = styleVariants({
  xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
  standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
  large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
});

export type ToneKey =
  'neutral' | 'muted' | 'brand' | 'accent' | 'positive' | 'critical' | 'warning' | 'onBrand' | 'onInverse' | 'inherit';
export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brandText },
  accent: { color: vars.color.accentText },
  positive: { color: vars.color.positive },
  critical: { color: vars.color.critical },
  warning: { color: vars.color.warning },
  onBrand: { color: vars.color.onBrand },
  onInverse: { color: vars.color.onInverse },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  strong: { fontWeight: vars.fontWeight.strong },
  heavy: { fontWeight: vars.fontWeight.heavy },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const tabular = style({ fontVariantNumeric: 'tabular-nums' });

export const heading = style({
  display: 'block',
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
});
export const headingLevel = styleVariants({
  display: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display, letterSpacing: '-0.035em' },
  '1': { fontSize: vars.fontSize.h1, lineHeight: vars.lineHeight.h1, letterSpacing: '-0.03em' },
  '2': { fontSize: vars.fontSize.h2, lineHeight: vars.lineHeight.h2, letterSpacing: '-0.025em' },
  '3': { fontSize: vars.fontSize.h3, lineHeight: vars.lineHeight.h3 },
  '4': { fontSize: vars.fontSize.h4, lineHeight: vars.lineHeight.h4, letterSpacing: '-0.01em' },
});

// Last, so they win over `display: block` above.
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const clamp = style({ display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' });
