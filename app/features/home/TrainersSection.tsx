import { $api } from '@/sdk';
import { TrainerCard } from '@/app/lib/cards/TrainerCard';
import { CardsSection } from './Section';

/** The home page shows at most this many; the API is asked for exactly that page size. */
const FEATURED = 8;

export function TrainersSection() {
  const query = $api.useQuery('get', '/trainer/web/discover-trainers', {
    params: { query: { page: 0, size: FEATURED } },
  });
  return (
    <CardsSection kind="trainers" query={query} size={FEATURED}>
      {(trainer) => <TrainerCard trainer={trainer} />}
    </CardsSection>
  );
}
