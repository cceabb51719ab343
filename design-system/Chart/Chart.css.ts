import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});
export const caption = style({ fontWeight: vars.fontWeight.strong, fontSize: vars.fontSize.standard });
export const plot = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  borderRadius: vars.radius.medium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
/** The values of the point under the pointer or the keyboard, above the point. */
export const tooltip = style({
  position: 'absolute',
  transform: 'translate(-50%, calc(-100% - 10px))',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: 1,
});
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.gutter,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: 3,
  marginRight: vars.space.xsmall,
  verticalAlign: '-1px',
});
/**
 * The system colours a chart draws in when the system forces its own (Windows high contrast): the
 * browser does not recolour a canvas, so the chart takes them itself, and the legend swatches match.
 */
export const forcedSeries = ['Highlight', 'LinkText', 'CanvasText', 'VisitedText', 'ActiveText'];

/** Legend swatches, one per series in drawing order (the same tokens `readTheme` reads for the canvas). */
export const seriesSwatch = [
  vars.color.brandText,
  vars.color.accent,
  vars.color.info,
  vars.color.warning,
  vars.color.positive,
].map((color, index) =>
  style({
    background: color,
    // Kept in forced colours (the browser would blank a background), in the canvas's system colour.
    '@media': { '(forced-colors: active)': { forcedColorAdjust: 'none', background: forcedSeries[index] } },
  }),
);
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.small, width: '100%' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'left' });
globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
  paddingBottom: vars.space.xsmall,
});
// uPlot's own chrome, themed
globalStyle(`${plot} .uplot`, { fontFamily: vars.font.body, color: vars.color.textMuted });
globalStyle(`${plot} .u-legend`, { display: 'none' });
globalStyle(`${plot} .u-select`, { background: 'rgba(127,127,127,0.15)' });
