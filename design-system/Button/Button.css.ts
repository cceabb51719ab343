import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, transition } from '../private/focus';
import { mq, vars } from '../tokens';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    letterSpacing: '0.005em',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: transition('background-color', 'border-color', 'color', 'box-shadow', 'transform'),
    // On the narrowest phones a label longer than the screen is wide wraps inside the button instead
    // of being cut; wider, a button grows with its label.
    '@media': { [mq.belowLargePhone]: { whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' } },
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'scale(0.97)' },
      '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed', transform: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        boxShadow: vars.shadow.small,
        selectors: {
          '&[data-hovered]': { background: vars.color.brandHover },
          '&[data-pressed]': { background: vars.color.brandPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.text },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceSunken },
        },
      },
      critical: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&[data-hovered]': { background: vars.color.criticalHover },
        },
      },
      inverse: {
        background: vars.color.inverse,
        color: vars.color.onInverse,
        selectors: { '&[data-hovered]': { opacity: 0.9 } },
      },
    },
    size: {
      small: { minHeight: vars.size.fieldHeightSmall, paddingInline: vars.space.gutter, fontSize: vars.fontSize.small },
      medium: { minHeight: vars.size.fieldHeight, paddingInline: vars.space.large, fontSize: vars.fontSize.standard },
      large: { minHeight: vars.size.fieldHeightLarge, paddingInline: vars.space.xlarge, fontSize: vars.fontSize.large },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    iconOnly: { true: { paddingInline: 0, aspectRatio: '1 / 1' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
// opacity (not visibility) keeps the label in the accessible name while pending.
export const contentHidden = style({ opacity: 0 });
export const spinnerOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
