import type { MessageDescriptor } from '@formatjs/intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { useIntl } from '@/app/i18n';
import { QueryView, type ItemPageMessages } from '../queries/QueryView';
import { ScreenFrame } from './ScreenFrame';
import { SkeletonStack } from '../queries/SkeletonStack';
import { usePageTitle } from './usePageTitle';

/** What a new-or-edit screen is called, for a new thing and for one being edited, and what it is for. */
export interface EditorWords {
  newPageTitle: MessageDescriptor;
  editPageTitle: MessageDescriptor;
  newTitle: MessageDescriptor;
  editTitle: MessageDescriptor;
  formIntro: MessageDescriptor;
}

/**
 * A new-or-edit screen (`…/new` and `…/:id/edit`): its titles say which, and `children` is given
 * the id of the thing being edited (none for a new one).
 */
export function EditorScreen({ words, children }: { words: EditorWords; children: (id?: string) => ReactNode }) {
  const intl = useIntl();
  const { id } = useParams<{ id?: string }>();
  usePageTitle(intl.formatMessage(id ? words.editPageTitle : words.newPageTitle));
  return (
    <ScreenFrame
      width="medium"
      title={intl.formatMessage(id ? words.editTitle : words.newTitle)}
      intro={intl.formatMessage(words.formIntro)}
    >
      {children(id)}
    </ScreenFrame>
  );
}

interface SavedFormProps<T> {
  query: UseQueryResult<T>;
  /** The wait's name, and the heights of the form's parts it stands in for. */
  loading: { label: string; heights: readonly string[] };
  errorTitle: string;
  page?: ItemPageMessages;
  children: (data: T) => ReactNode;
}

/** The saved thing an edit screen's form opens with: blocks shaped like the form while it loads, its failure if it cannot. */
export function SavedForm<T>({ query, loading, errorTitle, page, children }: SavedFormProps<T>) {
  return (
    <QueryView
      query={query}
      loading={<SkeletonStack space="large" label={loading.label} heights={loading.heights} />}
      errorTitle={errorTitle}
      page={page}
      titled
    >
      {children}
    </QueryView>
  );
}
