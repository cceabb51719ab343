import type { MessageDescriptor } from '@formatjs/intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { QueryView, type ItemPageMessages } from '../queries/QueryView';
import { PageFrame } from './PageFrame';

/** A player page's words: its item page's, what failed to load, and the wait's name (else the loading title). */
export type PlayerPageWords = ItemPageMessages & { loadError: MessageDescriptor; opening?: MessageDescriptor };

/**
 * A page that is one video to watch or join (an on-demand video, a video room): while it loads, a
 * title bar and the player's block (or `loading`, where the page knows a closer shape); then its
 * not-found or failure, or `children` with the answer.
 */
export function PlayerPage<T>({
  query,
  words,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  words: PlayerPageWords;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <PageFrame end="wide">
      <QueryView
        query={query}
        page={words}
        errorTitle={intl.formatMessage(words.loadError)}
        loading={
          loading ?? (
            <Stack space="large" role="status" aria-label={intl.formatMessage(words.opening ?? words.loadingPageTitle)}>
              <Skeleton shape="rect" height="3rem" width="60%" />
              <Skeleton shape="rect" height="20rem" />
            </Stack>
          )
        }
      >
        {children}
      </QueryView>
    </PageFrame>
  );
}
