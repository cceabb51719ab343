import type { Decorator } from '@storybook/react-vite';
import { Box, type BoxProps } from '../Box/Box';
import { joinClassNames } from './className';
import * as styles from './story.css';

export interface StoryFrameProps extends BoxProps {
  /** Caps the width, as a column of the page would. */
  maxWidth?: keyof typeof styles.width;
  /** Leaves room below for an overlay the story opens. */
  overlay?: boolean;
}

/** The box a story renders its component in. */
export function StoryFrame({ maxWidth, overlay, className, ...props }: StoryFrameProps) {
  return (
    <Box
      {...props}
      className={joinClassNames(maxWidth && styles.width[maxWidth], overlay && styles.overlayRoom, className)}
    />
  );
}

/**
 * `parameters` of a story whose overlay opens by itself (a `defaultOpen` dialog or menu, toasts shown on
 * mount): a docs page shows it in a frame of its own, `height` tall, as its pictures show it. Inline, a
 * modal would cover the whole docs page and the menus and toasts would sit over other stories.
 */
export const ownFrame = (height = '34rem') => ({ docs: { story: { inline: false, height } } });

/** A decorator that renders the story in a StoryFrame. */
export function storyFrame(props: StoryFrameProps): Decorator {
  return (Story) => (
    <StoryFrame {...props}>
      <Story />
    </StoryFrame>
  );
}
