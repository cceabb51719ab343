import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/design-system/tokens';

/**
 * The code field and Apply on one row: the field's label, input and error in the first column,
 * Apply beside the input whatever the error under it.
 */
export const codeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  alignItems: 'center',
});

/** The field's own parts become the row's first column. */
export const codeField = style({ display: 'contents' });

globalStyle(`${codeField} > *`, { gridColumn: 1 });

export const apply = style({ gridColumn: 2, gridRow: 2 });
