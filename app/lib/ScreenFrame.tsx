import type { ReactNode } from 'react';
import { Container, Heading, Stack, Text, type ContainerProps } from '../../design-system';
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
 * A screen that shows toasts after its saves and deletes: its width, its title, intro and main
 * action, its content stacked with room above and below, and the region its toasts appear in.
 */
export function ScreenFrame({ width, title, intro, action, titleId, children }: ScreenFrameProps) {
  return (
    <Container width={width}>
      <Stack space="xlarge" className={styles.page}>
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
      </Stack>
    </Container>
  );
}
