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

/** A decorator that renders the story in a StoryFrame. */
export function storyFrame(props: StoryFrameProps): Decorator {
  return (Story) => (
    <StoryFrame {...props}>
      <Story />
    </StoryFrame>
  );
}
