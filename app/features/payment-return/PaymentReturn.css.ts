import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

const pop = keyframes({
  from: { transform: 'scale(0.6)', opacity: 0 },
  to: { transform: 'scale(1)', opacity: 1 },
});

const draw = keyframes({ to: { strokeDashoffset: 0 } });

export const illustration = style({
  width: '8rem',
  height: '8rem',
  animation: `${pop} ${vars.duration.slow} ${vars.easing.emphasised} both`,
});

export const halo = style({ fill: vars.color.brandSoft });
export const disc = style({ fill: vars.color.brand });
export const tick = style({
  fill: 'none',
  stroke: vars.color.onBrand,
  strokeWidth: 7,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeDasharray: 70,
  strokeDashoffset: 70,
  animation: `${draw} 420ms ${vars.easing.standard} 180ms forwards`,
});
export const sparkBrand = style({ fill: vars.color.brand });
export const sparkAccent = style({ fill: vars.color.accent });

export const cardShape = style({ fill: vars.color.surfaceRaised, stroke: vars.color.borderStrong, strokeWidth: 2.5 });
export const cardStripe = style({ fill: vars.color.borderStrong });
export const cardChip = style({ fill: vars.color.neutralSoft, stroke: vars.color.borderStrong, strokeWidth: 2 });
export const alertDisc = style({ fill: vars.color.critical });
export const alertMark = style({ fill: 'none', stroke: vars.color.onCritical, strokeWidth: 5, strokeLinecap: 'round' });

export const pendingHalo = style({ fill: vars.color.warningSoft });
export const pendingFace = style({ fill: vars.color.surfaceRaised, stroke: vars.color.warning, strokeWidth: 5 });
export const pendingHands = style({
  fill: 'none',
  stroke: vars.color.warning,
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const pendingDot = style({ fill: vars.color.warning });

/** The spinner sits where an illustration would, centred in the same square. */
export const spinnerBox = style({ display: 'grid', placeItems: 'center', width: '8rem', height: '8rem' });

/** The title block spans the page, so the status region is as wide as what it says. */
export const header = style({ width: '100%' });

/** The "what happens next" notes keep left-aligned text under a centred heading. */
export const notes = style({ textAlign: 'left', width: '100%' });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
});

// Text renders a block; list items keep their bullets.
globalStyle(`${list} > li`, { display: 'list-item' });
globalStyle(`${list} > li::marker`, { color: vars.color.textMuted });
