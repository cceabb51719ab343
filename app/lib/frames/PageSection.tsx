import { useId, type ReactNode } from 'react';
import { Heading, Stack, Text } from '../../../design-system';

/** A titled section of a detail page (trainer profile, class), named by its heading for assistive tech. */
export function PageSection({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <Stack space="xsmall">
          <Heading level={2} size={3} id={headingId}>
            {title}
          </Heading>
          {subtitle && <Text tone="muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </section>
  );
}
