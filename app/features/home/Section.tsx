import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Heading, Inline, Link, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import * as cards from '@/app/lib/cards/cards.css';
import { QueryView } from '@/app/lib/queries/QueryView';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

/** The home page's bands: where "See all" leads, and the placeholders while the cards load. */
const bands = {
  trainers: { seeAll: paths.discover(), skeletons: 4, height: '11rem' },
  classes: { seeAll: paths.discover({ live: 'true' }), skeletons: 3, height: '18rem' },
};

interface CardsSectionProps<T> {
  /** Which band: its messages are `<kind>Title`, `<kind>Subtitle`, `<kind>Loading`… */
  kind: keyof typeof bands;
  /** A page of the API's cards, asked for with `size` as its page size. */
  query: UseQueryResult<{ content: T[] }>;
  /** The most cards the band shows. */
  size: number;
  children: (item: T) => ReactNode;
}

/** A titled band of the home page: a grid of cards from the API, with a "See all" link. */
export function CardsSection<T extends { id: string }>({ kind, query, size, children }: CardsSectionProps<T>) {
  const intl = useIntl();
  const headingId = useId();
  const { seeAll, skeletons, height } = bands[kind];
  const text = (part: 'Title' | 'Subtitle' | 'Loading' | 'ErrorTitle' | 'EmptyTitle' | 'EmptyBody') =>
    intl.formatMessage(messages[`${kind}${part}`]);
  return (
    <section aria-labelledby={headingId}>
      <Stack space="large">
        <Inline space="medium" align="between" alignY="bottom">
          <Stack space="xsmall">
            <Heading level={2} id={headingId}>
              {text('Title')}
            </Heading>
            <Text tone="muted">{text('Subtitle')}</Text>
          </Stack>
          <Link href={seeAll}>{intl.formatMessage(messages.seeAll)}</Link>
        </Inline>
        <QueryView
          query={query}
          loading={
            <div className={cards.grid} role="status" aria-label={text('Loading')}>
              {Array.from({ length: skeletons }, (_, i) => (
                <Skeleton key={i} height={height} />
              ))}
            </div>
          }
          errorTitle={text('ErrorTitle')}
          empty={{ title: text('EmptyTitle'), description: text('EmptyBody') }}
          isEmpty={(page) => page.content.length === 0}
        >
          {(page) => (
            <ul className={cards.grid}>
              {page.content.slice(0, size).map((item) => (
                <li key={item.id}>{children(item)}</li>
              ))}
            </ul>
          )}
        </QueryView>
      </Stack>
    </section>
  );
}
