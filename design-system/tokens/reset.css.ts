import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg, video, canvas, picture', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('a', { color: 'inherit' });
globalStyle('::selection', { background: vars.color.brand, color: vars.color.onBrand });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
