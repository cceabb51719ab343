import { style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/** A responsive grid of cards (trainers, classes): as many 16rem columns as fit. */
export const grid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** Wider cells (three columns on a desktop): for cards with text beside an avatar. */
export const wideGrid = style({ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' });

/** Text beside an avatar: may shrink, so long names and headlines truncate instead of overflowing. */
export const shrink = style({ minWidth: 0, flex: 1 });

/** An offer card's text takes its spare height, so the actions of cards in a row line up at the bottom. */
export const offerBody = style({ flex: 1 });
export const offerActions = style({ paddingBlockStart: vars.space.large });
