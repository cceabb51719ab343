import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  small: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall, padding: `2px ${vars.space.small}` },
  standard: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, padding: `2px 10px` },
});

export const tone = styleVariants({
  neutral: { background: vars.color.neutralSoft, color: vars.color.text },
  brand: { background: vars.color.brand, color: vars.color.onBrand },
  accent: { background: vars.color.accentSoft, color: vars.color.accentText },
  positive: { background: vars.color.positiveSoft, color: vars.color.positive },
  critical: { background: vars.color.criticalSoft, color: vars.color.critical },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  live: { background: vars.color.accent, color: vars.color.onAccent, textTransform: 'uppercase' },
});

export const dot = style({ width: 6, height: 6, borderRadius: '50%', background: 'currentColor', flexShrink: 0 });
