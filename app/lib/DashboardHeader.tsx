import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '../../design-system';

interface DashboardHeaderProps {
  /** The greeting, by first name when it is known. */
  greeting: string;
  intro: string;
  /** The links under the intro. */
  children: ReactNode;
}

/** The top of a dashboard (the customer's or the trainer's): greeting, what is on it, links. */
export function DashboardHeader({ greeting, intro, children }: DashboardHeaderProps) {
  return (
    <header>
      <Stack space="small">
        <Heading level={1}>{greeting}</Heading>
        <Text as="p" tone="muted">
          {intro}
        </Text>
        {children}
      </Stack>
    </header>
  );
}
