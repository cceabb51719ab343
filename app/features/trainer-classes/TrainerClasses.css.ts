import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../../design-system/tokens';

export const page = style({
  paddingBlock: vars.space.large,
  '@media': { [mq.desktop]: { paddingBlockStart: vars.space.xlarge } },
});

/** The page title, with its main action beside it when there is room and under it when not. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const form = style({ display: 'grid', gap: vars.space.large });

/** Two short fields side by side from tablet width, stacked on phones. */
export const pair = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mq.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
