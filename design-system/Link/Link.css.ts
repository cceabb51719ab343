import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, transition } from '../private/focus';
import { vars } from '../tokens';

export const link = style({
  borderRadius: vars.radius.small,
  textDecorationLine: 'underline',
  textDecorationThickness: '0.08em',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  transition: transition('color', 'text-decoration-color'),
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '0.14em' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5, textDecorationLine: 'none' },
  },
});

export const tone = styleVariants({
  brand: { color: vars.color.brandText, fontWeight: vars.fontWeight.strong },
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted, selectors: { '&[data-hovered]': { color: vars.color.text } } },
  inherit: { color: 'inherit' },
});

export const quiet = style({
  textDecorationLine: 'none',
  selectors: { '&[data-hovered]': { textDecorationLine: 'underline' } },
});
