import { keyframes, style } from '@vanilla-extract/css';
import { mq, vars } from '../tokens';

const fade = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(12px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  padding: 0,
  selectors: {
    '&[data-entering]': { animation: `${fade} ${vars.duration.standard} ${vars.easing.standard}` },
    '&[data-exiting]': { animation: `${fade} ${vars.duration.fast} ${vars.easing.standard} reverse` },
  },
  '@media': { [mq.tablet]: { alignItems: 'center', padding: vars.space.large } },
});

export const modal = style({
  width: '100%',
  maxHeight: '92vh',
  display: 'flex',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: `${vars.radius.xlarge} ${vars.radius.xlarge} 0 0`,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.duration.slow} ${vars.easing.standard}` },
  },
  '@media': { [mq.tablet]: { borderRadius: vars.radius.xlarge } },
});
export const size = {
  small: style({ '@media': { [mq.tablet]: { maxWidth: '26rem' } } }),
  medium: style({ '@media': { [mq.tablet]: { maxWidth: '36rem' } } }),
  large: style({ '@media': { [mq.tablet]: { maxWidth: '52rem' } } }),
};

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  width: '100%',
  padding: vars.space.large,
  overflowY: 'auto',
  outline: 'none',
  '@media': { [mq.tablet]: { padding: vars.space.xlarge } },
});
export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.gutter,
});
/** AlertDialog's header: icon and title from the start (it has no close button). */
export const alertHeader = style([header, { justifyContent: 'flex-start' }]);
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.heavy,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.h3,
  letterSpacing: '-0.02em',
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingTop: vars.space.small,
});
export const alertIcon = style({
  display: 'inline-flex',
  width: 44,
  height: 44,
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  flexShrink: 0,
});
