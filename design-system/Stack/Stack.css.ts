import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column' });
export const align = {
  left: style({ alignItems: 'stretch' }),
  center: style({ alignItems: 'center', textAlign: 'center' }),
  right: style({ alignItems: 'flex-end' }),
};
