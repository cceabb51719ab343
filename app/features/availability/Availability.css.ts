import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../../design-system/tokens';

export const page = style({
  paddingBlock: vars.space.large,
  '@media': { [mq.desktop]: { paddingBlockStart: vars.space.xlarge } },
});

export const form = style({ display: 'grid', gap: vars.space.large });

/** A time range: its start and end side by side (an error wraps under the end), then the remove button (under them on phones). */
export const range = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 8.5rem)',
  alignItems: 'start',
  gap: vars.space.small,
  '@media': { [mq.tablet]: { gridTemplateColumns: 'repeat(2, 8.5rem) auto' } },
});

/** Level with the time fields rather than their labels. */
export const remove = style({
  justifySelf: 'start',
  '@media': { [mq.tablet]: { marginBlockStart: vars.space.large } },
});

/** Two short fields side by side from tablet width, stacked on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mq.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
