import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
  transition: transition('box-shadow', 'transform', 'border-color'),
  selectors: {
    '&:has([data-card-link][data-hovered])': {
      boxShadow: vars.shadow.medium,
      transform: 'translateY(-2px)',
      borderColor: vars.color.borderStrong,
    },
    '&:has([data-card-link][data-focus-visible])': focusRing,
  },
});

export const tone = styleVariants({
  neutral: {},
  brand: { background: vars.color.brand, color: vars.color.onBrand, borderColor: 'transparent' },
  inverse: { background: vars.color.inverse, color: vars.color.onInverse, borderColor: 'transparent' },
  sunken: { background: vars.color.surfaceSunken, boxShadow: 'none' },
});

export const padding = styleVariants({
  none: { padding: 0 },
  small: { padding: vars.space.gutter },
  medium: { padding: vars.space.large },
  large: { padding: vars.space.xlarge },
});

export const media = style({ position: 'relative', background: vars.color.surfaceSunken, overflow: 'hidden' });
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: transition('transform'),
  selectors: { [`${card}:has([data-card-link][data-hovered]) &`]: { transform: 'scale(1.03)' } },
});
export const mediaBadge = style({ position: 'absolute', top: vars.space.small, left: vars.space.small });

export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** The link's ::after covers the whole card, so the card is one big target with one name. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.18em' },
  },
});
