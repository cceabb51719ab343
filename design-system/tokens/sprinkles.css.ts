import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mq } from './breakpoints';
import { vars } from './vars.css';

const space = vars.space;

/** Responsive conditions, defined once: mobile (default), tablet, desktop. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mq.tablet },
    desktop: { '@media': mq.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: { ...space, auto: 'auto' },
    marginBottom: { ...space, auto: 'auto' },
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const textColors = {
  text: vars.color.text,
  textMuted: vars.color.textMuted,
  brandText: vars.color.brandText,
  accentText: vars.color.accentText,
  positive: vars.color.positive,
  critical: vars.color.critical,
  warning: vars.color.warning,
  onBrand: vars.color.onBrand,
  onInverse: vars.color.onInverse,
  inherit: 'inherit',
};

const staticProperties = defineProperties({
  properties: {
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      accent: vars.color.accent,
      accentSoft: vars.color.accentSoft,
      positiveSoft: vars.color.positiveSoft,
      criticalSoft: vars.color.criticalSoft,
      warningSoft: vars.color.warningSoft,
      infoSoft: vars.color.infoSoft,
      neutralSoft: vars.color.neutralSoft,
      inverse: vars.color.inverse,
      transparent: 'transparent',
    },
    color: textColors,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    maxWidth: { ...vars.contentWidth, full: '100%' },
    height: { full: '100%' },
    inset: [0],
    cursor: ['pointer', 'default'],
    zIndex: { 0: '0', 1: '1', sticky: '100', overlay: '1000' },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

export type Space = keyof typeof vars.space;
