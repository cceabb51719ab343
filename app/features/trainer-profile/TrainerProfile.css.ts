import { style } from '@vanilla-extract/css';
import { vars, mq } from '@/design-system/tokens';

/** The profile's top band: avatar and name beside the price and the follow action. */
export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'auto 1fr', padding: vars.space.xlarge, gap: vars.space.xlarge },
    [mq.desktop]: { gridTemplateColumns: 'auto 1fr auto' },
  },
});

export const heroAction = style({
  minWidth: 0,
  '@media': {
    [mq.tablet]: { gridColumn: '1 / -1' },
    [mq.desktop]: {
      gridColumn: 'auto',
      minWidth: '15rem',
      paddingLeft: vars.space.xlarge,
      borderLeft: `1px solid ${vars.color.border}`,
    },
  },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The calendar beside the day's free times; stacked on phones. */
export const slotPicker = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mq.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.xlarge } },
});

export const planCard = style({ height: '100%' });

export const benefits = style({ margin: 0, paddingInlineStart: vars.space.large });
