import { useSearchParams } from 'wouter';
import { $api } from '@/sdk';
import { Heading, LinkButton, Select, SelectItem, Skeleton, Stack, Text, VisuallyHidden } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { CardGridPages } from '@/app/lib/cards/CardGridPages';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { ClassCard } from '@/app/lib/cards/ClassCard';
import * as cards from '@/app/lib/cards/cards.css';
import { fullName } from '@/app/lib/format/format';
import { QueryView } from '@/app/lib/queries/QueryView';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { messages } from './messages';
import { ProcessingReplays, useReplayDates } from './ProcessingReplays';
import * as styles from './Library.css';
import { paths } from '@/app/routing/paths';

const PAGE_SIZE = 12;
const ANY = 'any';

/** The trainers to filter by: those listed in discovery. */
function TrainerFilter({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const intl = useIntl();
  const trainers = $api.useQuery('get', '/trainer/web/discover-trainers', { params: { query: { size: 50 } } });
  const items = [
    { id: ANY, label: intl.formatMessage(messages.anyTrainer) },
    ...(trainers.data?.content ?? []).map((trainer) => ({ id: trainer.id, label: fullName(trainer) })),
  ];
  if (value && !items.some((item) => item.id === value)) items.push({ id: value, label: value });
  return (
    <Select
      className={styles.filter}
      label={intl.formatMessage(messages.trainerFilter)}
      items={items}
      value={value ?? ANY}
      onChange={(key) => onChange(key == null || key === ANY ? undefined : String(key))}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

/**
 * `/library`: the customer's on-demand videos, a page at a time, filterable by trainer (both in
 * the URL: `?trainer=…&page=…`); each opens its player page. Replays of classes they booked that are
 * still processing are listed first; a ready one is one of the videos, labelled a replay with its
 * session's date.
 */
export default function LibraryPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const [params, setParams] = useSearchParams();
  const trainerId = params.get('trainer') || undefined;
  const pageNumber = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const query = $api.useQuery('get', '/customer/v1/get/videos', {
    params: { query: { page: pageNumber - 1, size: PAGE_SIZE, trainerId } },
  });
  const replayOf = useReplayDates();
  const setTrainer = (id: string | undefined) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('trainer', id);
      else next.delete('trainer');
      next.delete('page');
      return next;
    });
  const browse = (
    <LinkButton href={paths.discover({ tab: 'recorded' })}>{intl.formatMessage(messages.browse)}</LinkButton>
  );

  return (
    <PageFrame space="xlarge" end="wide">
      <Stack space="small">
        <Heading level={1}>{intl.formatMessage(messages.pageTitle)}</Heading>
        <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
      </Stack>
      <ProcessingReplays />
      <TrainerFilter value={trainerId} onChange={setTrainer} />
      <section aria-labelledby="library-videos">
        <VisuallyHidden>
          <Heading level={2} id="library-videos">
            {intl.formatMessage(messages.videos)}
          </Heading>
        </VisuallyHidden>
        <QueryView
          query={query}
          errorTitle={intl.formatMessage(messages.error)}
          loading={
            <div className={cards.grid} role="status" aria-label={intl.formatMessage(messages.loading)}>
              {[1, 2, 3].map((n) => (
                <Skeleton key={n} shape="rect" height="18rem" />
              ))}
            </div>
          }
          empty={
            trainerId
              ? {
                  title: intl.formatMessage(messages.emptyTrainerTitle),
                  description: intl.formatMessage(messages.emptyTrainerBody),
                }
              : {
                  title: intl.formatMessage(messages.emptyTitle),
                  description: intl.formatMessage(messages.emptyBody),
                  action: browse,
                }
          }
          isEmpty={(page) => page.content.length === 0}
        >
          {(page) => (
            <CardGridPages
              page={page}
              itemKey={(video) => video.id}
              onPageChange={(next) =>
                setParams((prev) => {
                  const params = new URLSearchParams(prev);
                  params.set('page', String(next));
                  return params;
                })
              }
              words={messages}
              count={(shown) => intl.formatMessage(messages.shown, { ...shown })}
              className={cards.grid}
            >
              {(video) => <ClassCard item={video} href={paths.video(video.id)} replayOf={replayOf.get(video.id)} />}
            </CardGridPages>
          )}
        </QueryView>
      </section>
    </PageFrame>
  );
}
