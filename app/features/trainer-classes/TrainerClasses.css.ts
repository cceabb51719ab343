import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

export const form = style({ display: 'grid', gap: vars.space.large });

/** Two short fields side by side from tablet width, stacked on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mq.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
