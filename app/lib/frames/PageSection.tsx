import type { MessageDescriptor } from '@formatjs/intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { QueryView } from '../queries/QueryView';
import { HeadingIntro } from './HeadingIntro';

/** A titled section of a detail page (trainer profile, class), named by its heading for assistive tech. */
export function PageSection({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack space="medium">
        <HeadingIntro level={2} size={3} id={headingId} title={title} intro={subtitle} space="xsmall" />
        {children}
      </Stack>
    </section>
  );
}

/** A section's words: its heading and intro, the wait's name, what failed, and (with `isEmpty`) what none says. */
export type SectionWords = Record<'title' | 'loading' | 'error', MessageDescriptor> &
  Partial<Record<'subtitle' | 'emptyTitle' | 'emptyBody', MessageDescriptor>>;

interface QuerySectionProps<T> {
  query: UseQueryResult<T>;
  words: SectionWords;
  /** What stands in for the content while it loads (hidden from assistive tech: the wait is announced by name). */
  skeleton: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A titled section that is one query's answer: its skeleton while it loads (announced), its failure, its empty state, or the answer. */
export function QuerySection<T>({ query, words, skeleton, isEmpty, children }: QuerySectionProps<T>) {
  const intl = useIntl();
  const text = (message: MessageDescriptor | undefined) => message && intl.formatMessage(message);
  return (
    <PageSection title={intl.formatMessage(words.title)} subtitle={text(words.subtitle)}>
      <QueryView
        query={query}
        loading={
          <div role="status" aria-label={intl.formatMessage(words.loading)}>
            {skeleton}
          </div>
        }
        errorTitle={intl.formatMessage(words.error)}
        empty={
          words.emptyTitle && { title: intl.formatMessage(words.emptyTitle), description: text(words.emptyBody) ?? '' }
        }
        isEmpty={isEmpty}
      >
        {children}
      </QueryView>
    </PageSection>
  );
}
