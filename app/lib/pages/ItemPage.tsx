import type { MessageDescriptor } from '@formatjs/intl';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton, Stack } from '@/design-system';
import { useIntl } from '@/app/i18n';
import {
  AsideGroup,
  DetailAside,
  DetailColumns,
  DetailPage,
  DetailStack,
  Facts,
  type FactRows,
} from '../frames/DetailPage';
import { QueryView, type ItemPageMessages } from '../queries/QueryView';

/** A detail page's words: the pending title and not found (`ItemPageMessages`), and what failed to load. */
export type ItemPageWords = ItemPageMessages & { errorTitle: MessageDescriptor };

/**
 * A detail page's loading state, shaped like the page and announced by `label`: its hero, then the
 * main column (`children`) beside an aside `aside` high.
 */
export function DetailSkeleton({
  label,
  hero,
  aside,
  children,
}: {
  label: string;
  hero: ReactNode;
  aside: string;
  children: ReactNode;
}) {
  return (
    <Stack space="xlarge" role="status" aria-label={label}>
      {hero}
      <DetailColumns aside={<Skeleton height={aside} />}>{children}</DetailColumns>
    </Stack>
  );
}

/**
 * A detail page of the one item `query` reads (a trainer, a class): in the detail page's frame, its
 * skeleton (`loading`) under the pending title while it loads, not found for an item the API does not
 * know, the failure with Try again, else the item.
 */
export function ItemPage<T>({
  query,
  words,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  words: ItemPageWords;
  loading: ReactNode;
  children: (item: T) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <DetailPage>
      <QueryView query={query} loading={loading} errorTitle={intl.formatMessage(words.errorTitle)} page={words}>
        {children}
      </QueryView>
    </DetailPage>
  );
}

/**
 * A detail page's body: its hero (the level-one heading), then the main sections (`children`) beside
 * the aside, which holds the item's facts under `factsTitle` (the aside's name too), then a second
 * group (`aside`).
 */
export function DetailBody({
  hero,
  factsTitle,
  facts,
  aside,
  children,
}: {
  hero: ReactNode;
  factsTitle: string;
  facts: FactRows;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <DetailStack>
      {hero}
      <DetailColumns
        aside={
          <DetailAside label={factsTitle}>
            <AsideGroup title={factsTitle}>
              <Facts rows={facts} />
            </AsideGroup>
            {aside}
          </DetailAside>
        }
      >
        {children}
      </DetailColumns>
    </DetailStack>
  );
}
