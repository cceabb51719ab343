import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

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

/** A date off, its Remove button at the end of the line (a long date wraps beside it on phones). */
export const dateOff = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
});

/** A length ("45 mins") never breaks between its number and its unit. */
export const nowrap = style({ whiteSpace: 'nowrap' });

/** The date picker and its Add button: side by side from tablet width, the button under it on phones. */
export const addDateOff = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space.small,
  '@media': { [mq.tablet]: { gridTemplateColumns: 'minmax(0, 16rem) auto' } },
});
