import { style } from '@vanilla-extract/css';
import { mq, vars } from '@/design-system/tokens';

/** Pre-join: the preview beside the device pickers; stacked on phones. */
export const preJoin = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)' } },
});

/** The video area: 16:9, dark behind letterboxed video, with the viewer's own picture in a corner. */
export const stage = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.xlarge,
  background: '#0b0d12',
  color: '#f5f7fa',
  display: 'grid',
  placeItems: 'center',
  selectors: { '&:fullscreen': { borderRadius: 0 } },
});

export const video = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

/** One's own camera is shown as in a mirror. */
export const mirrored = style({ transform: 'scaleX(-1)' });

export const pip = style({
  position: 'absolute',
  insetInlineEnd: vars.space.small,
  insetBlockEnd: vars.space.small,
  width: '28%',
  maxWidth: '16rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  border: '2px solid #f5f7fa',
  background: '#1c2030',
});

/** In the room, the pickers of a device that stopped: side by side on a wide screen. */
export const noticeDevices = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  '@media': { [mq.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

/** Words on the stage (waiting for the video, no camera): light on its dark background, whatever the theme. */
export const waiting = style({
  padding: vars.space.large,
  textAlign: 'center',
  selectors: { [`${stage} &`]: { color: 'inherit' } },
});

export const overlay = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  display: 'flex',
  gap: vars.space.xsmall,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  justifyContent: 'center',
});

export const countdown = style({
  fontSize: vars.fontSize.h1,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
});
