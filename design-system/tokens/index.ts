// The tokens for .css.ts files, in one import: the theme contract, breakpoints and media queries,
// and the dark-mode condition. Style code only: nothing here renders or imports a component.
export { vars } from './vars.css';
export { breakpoints, mq, type Breakpoint } from './breakpoints';
export { darkMode } from './colorMode';
