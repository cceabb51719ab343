import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@formatjs/intl';
import { Heading, Inline, Link, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { capitalizeName } from '../format/format';

/** Links in a row: where each leads and its words. */
export type LinkRow = readonly (readonly [href: string, label: MessageDescriptor])[];

/** A row of links, as the top of a dashboard shows them. */
export function DashboardLinks({ links }: { links: LinkRow }) {
  const intl = useIntl();
  return (
    <Inline space="large">
      {links.map(([href, label]) => (
        <Link key={href} href={href}>
          {intl.formatMessage(label)}
        </Link>
      ))}
    </Inline>
  );
}

interface DashboardHeaderProps {
  /** The viewer's first name, when the profile has one. */
  firstName: string | null | undefined;
  /** The dashboard's messages: the greeting by first name (`{name}`), without one, and what is on it. */
  words: Record<'greeting' | 'greetingNoName' | 'intro', MessageDescriptor>;
  /** The links under the intro. */
  links: LinkRow;
  /** More under them (another group of links). */
  children?: ReactNode;
}

/** The top of a dashboard (the customer's or the trainer's): the viewer greeted, what is on it, links. */
export function DashboardHeader({ firstName, words, links, children }: DashboardHeaderProps) {
  const intl = useIntl();
  return (
    <header>
      <Stack space="small">
        <Heading level={1}>
          {firstName
            ? intl.formatMessage(words.greeting, { name: capitalizeName(firstName) })
            : intl.formatMessage(words.greetingNoName)}
        </Heading>
        <Text as="p" tone="muted">
          {intl.formatMessage(words.intro)}
        </Text>
        <DashboardLinks links={links} />
        {children}
      </Stack>
    </header>
  );
}
