import type { ReactNode } from 'react';
import {
  Container,
  Heading,
  joinClassNames,
  Stack,
  Text,
  type ContainerProps,
  type StackProps,
} from '../../design-system';
import * as styles from './screen.css';

interface PageFrameProps {
  width?: ContainerProps['width'];
  /** The space between the screen's parts; without it they are placed as they come. */
  space?: StackProps['space'];
  /** The space below the content (`large` unless the screen says otherwise). */
  end?: keyof typeof styles.pageEnd;
  children: ReactNode;
}

/**
 * The one page frame every screen sits in: its width, with the side gutters, the room above its
 * content (more on a desktop) and below it, and its parts stacked.
 */
export function PageFrame({ width, space, end = 'large', children }: PageFrameProps) {
  return (
    <Container width={width} className={joinClassNames(styles.page, styles.pageEnd[end])}>
      {space ? <Stack space={space}>{children}</Stack> : children}
    </Container>
  );
}

interface ScreenFrameProps {
  width?: ContainerProps['width'];
  /** The level-one heading. */
  title: string;
  /** What the screen is for, under the title. */
  intro: string;
  /** The screen's main action, beside the title when there is room. */
  action?: ReactNode;
  /** The title's id: focus can be moved to it (when what had focus goes away). */
  titleId?: string;
  children: ReactNode;
}

/**
 * A screen with a title: the page frame, with the level-one title, the intro and the main action
 * above the content.
 */
export function ScreenFrame({ width, title, intro, action, titleId, children }: ScreenFrameProps) {
  return (
    <PageFrame width={width} space="xlarge">
      <header className={styles.header}>
        <Stack space="small">
          <Heading level={1} id={titleId} tabIndex={-1} className={styles.title}>
            {title}
          </Heading>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {action}
      </header>
      {children}
    </PageFrame>
  );
}
