import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: 'currentColor',
});
export const svg = style({ animation: `${spin} 0.8s linear infinite` });
export const track = style({ opacity: 0.25 });
export const size = styleVariants({
  small: { width: 16, height: 16 },
  medium: { width: 24, height: 24 },
  large: { width: 40, height: 40 },
});
