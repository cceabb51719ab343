import type { ReactNode } from 'react';
import { useId } from 'react';
import { Heading, Inline, Link, Stack, Text } from '../../../design-system';

interface SectionProps {
  title: string;
  subtitle: string;
  seeAll?: { href: string; label: string };
  children: ReactNode;
}

/** A titled band of the home page with an optional "See all" link. */
export function Section({ title, subtitle, seeAll, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack space="large">
        <Inline space="medium" align="between" alignY="bottom">
          <Stack space="xsmall">
            <Heading level={2} id={headingId}>
              {title}
            </Heading>
            <Text tone="muted">{subtitle}</Text>
          </Stack>
          {seeAll && <Link href={seeAll.href}>{seeAll.label}</Link>}
        </Inline>
        {children}
      </Stack>
    </section>
  );
}
