import { $api } from '../../../sdk';
import { Skeleton } from '../../../design-system';
import { useIntl } from '../../i18n';
import { TrainerCard } from '../../lib/cards/TrainerCard';
import * as cards from '../../lib/cards/cards.css';
import { QueryView } from '../../lib/QueryView';
import { messages } from './messages';
import { Section } from './Section';

/** The home page shows at most this many; the API is asked for exactly that page size. */
const FEATURED = 8;

export function TrainersSection() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/trainer/web/discover-trainers', {
    params: { query: { page: 0, size: FEATURED } },
  });

  return (
    <Section
      title={intl.formatMessage(messages.trainersTitle)}
      subtitle={intl.formatMessage(messages.trainersSubtitle)}
      seeAll={{ href: '/discover', label: intl.formatMessage(messages.seeAll) }}
    >
      <QueryView
        query={query}
        loading={
          <div className={cards.grid} role="status" aria-label={intl.formatMessage(messages.loadingTrainers)}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="11rem" />
            ))}
          </div>
        }
        errorTitle={intl.formatMessage(messages.trainersErrorTitle)}
        empty={{
          title: intl.formatMessage(messages.trainersEmptyTitle),
          description: intl.formatMessage(messages.trainersEmptyBody),
        }}
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <ul className={cards.grid}>
            {page.content.slice(0, FEATURED).map((trainer) => (
              <li key={trainer.id}>
                <TrainerCard trainer={trainer} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
