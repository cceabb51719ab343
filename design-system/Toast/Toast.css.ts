import { createVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../private/focus';
import { mq, vars } from '../tokens';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' } });

/** How much of the window's bottom the toasts cover while they show (set by ToastRegion; none otherwise). */
export const toastSpace = createVar();

// Whatever the browser scrolls into view (a control reached with Tab) stops above the toasts instead of
// under them, and the page's end can scroll clear of them (WCAG 2.2's focus not obscured).
globalStyle('html', { scrollPaddingBottom: `calc(${toastSpace} + 0.5rem)`, vars: { [toastSpace]: '0px' } });
globalStyle('body', { paddingBottom: toastSpace });

export const region = style({
  position: 'fixed',
  zIndex: 1100,
  bottom: vars.space.gutter,
  left: vars.space.gutter,
  right: vars.space.gutter,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  outline: 'none',
  borderRadius: vars.radius.large,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { [mq.tablet]: { left: 'auto', right: vars.space.large, bottom: vars.space.large, width: '24rem' } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  paddingRight: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.inverse,
  color: vars.color.onInverse,
  boxShadow: vars.shadow.large,
  outline: 'none',
  animation: `${slideIn} ${vars.duration.standard} ${vars.easing.standard}`,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const accent = styleVariants({
  neutral: { background: vars.color.onInverse, color: vars.color.inverse },
  positive: { background: vars.color.positive, color: vars.color.onPositive },
  critical: { background: vars.color.critical, color: vars.color.onCritical },
  info: { background: vars.color.brand, color: vars.color.onBrand },
});
export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});
export const content = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.strong, lineHeight: vars.lineHeight.standard });
export const description = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, opacity: 0.85 });
export const action = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  outline: 'none',
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineColor: 'currentColor' } },
});
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  flexShrink: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: 'rgba(127,127,127,0.25)' },
    '&[data-focus-visible]': { ...focusRing, outlineColor: 'currentColor' },
  },
});
