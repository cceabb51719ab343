import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.small, margin: '0.3em 0' },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: '50%' },
});

export const lines = style({ display: 'flex', flexDirection: 'column' });
