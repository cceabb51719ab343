import { $api } from '../../../sdk';
import { Skeleton } from '../../../design-system';
import { useIntl } from '../../i18n';
import { ClassCard } from '../../lib/cards/ClassCard';
import * as cards from '../../lib/cards/cards.css';
import { QueryView } from '../../lib/QueryView';
import { messages } from './messages';
import { Section } from './Section';

/** The home page shows at most this many; the API is asked for exactly that page size. */
const UPCOMING = 6;

export function LiveClassesSection() {
  const intl = useIntl();
  const query = $api.useQuery('get', '/class/web/discover-classes', {
    params: { query: { isLive: true, page: 0, size: UPCOMING } },
  });

  return (
    <Section
      title={intl.formatMessage(messages.classesTitle)}
      subtitle={intl.formatMessage(messages.classesSubtitle)}
      seeAll={{ href: '/discover?live=true', label: intl.formatMessage(messages.seeAll) }}
    >
      <QueryView
        query={query}
        loading={
          <div className={cards.grid} role="status" aria-label={intl.formatMessage(messages.loadingClasses)}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="18rem" />
            ))}
          </div>
        }
        errorTitle={intl.formatMessage(messages.classesErrorTitle)}
        empty={{
          title: intl.formatMessage(messages.classesEmptyTitle),
          description: intl.formatMessage(messages.classesEmptyBody),
        }}
        isEmpty={(page) => page.content.length === 0}
      >
        {(page) => (
          <ul className={cards.grid}>
            {page.content.slice(0, UPCOMING).map((item) => (
              <li key={item.id}>
                <ClassCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}
