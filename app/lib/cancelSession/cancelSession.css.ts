import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/tokens';

/** The dialog's lines: which session, who is told, and a failure. */
export const dialogBody = style({ display: 'grid', gap: vars.space.small, margin: 0 });
