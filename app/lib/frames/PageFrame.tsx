import type { ReactNode } from 'react';
import { Container, joinClassNames, Stack, type ContainerProps, type StackProps } from '@/design-system';
import * as styles from './pageFrame.css';

interface PageFrameProps {
  width?: ContainerProps['width'];
  /** The space between the screen's parts; without it they are placed as they come. */
  space?: StackProps['space'];
  /** The space above the content (`large` unless the screen says otherwise). */
  start?: keyof typeof styles.pageStart;
  /** The space below the content (`large` unless the screen says otherwise). */
  end?: keyof typeof styles.pageEnd;
  /** Centres the parts and their text (a screen that is one message, such as a payment's outcome). */
  centred?: boolean;
  children: ReactNode;
}

/**
 * The one page frame every screen sits in: its width, with the side gutters, the room above its
 * content (more on a desktop) and below it, and its parts stacked (centred on request). It is in
 * the first paint (the home page sits in it): what only titled screens need is in `ScreenFrame`.
 */
export function PageFrame({ width, space, start = 'large', end = 'large', centred, children }: PageFrameProps) {
  return (
    <Container width={width} className={joinClassNames(styles.pageStart[start], styles.pageEnd[end])}>
      {space ? (
        <Stack space={space} {...(centred && { align: 'center', textAlign: 'center' })}>
          {children}
        </Stack>
      ) : (
        children
      )}
    </Container>
  );
}
