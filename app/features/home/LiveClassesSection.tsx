import { $api } from '@/sdk';
import { ClassCard } from '@/app/lib/cards/ClassCard';
import { CardsSection } from './Section';

/** The home page shows at most this many; the API is asked for exactly that page size. */
const UPCOMING = 6;

export function LiveClassesSection() {
  const query = $api.useQuery('get', '/class/web/discover-classes', {
    params: { query: { isLive: true, page: 0, size: UPCOMING } },
  });
  return (
    <CardsSection kind="classes" query={query} size={UPCOMING}>
      {(item) => <ClassCard item={item} />}
    </CardsSection>
  );
}
