import { style } from '@vanilla-extract/css';
import { vars } from '../design-system/tokens';

/** A dark story on a docs page: its own dark surface, since the page around it stays light. */
export const darkPanel = style({
  background: vars.color.background,
  color: vars.color.text,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
});
