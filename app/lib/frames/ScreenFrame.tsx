import type { ReactNode } from 'react';
import { Heading, Stack, Text, type ContainerProps } from '@/design-system';
import { PageFrame } from './PageFrame';
import * as styles from './screen.css';

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
