import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '@/sdk';

/**
 * What the customer sent from the dashboard, by booking id: the refund requests (as the API
 * answered them) and the reviews (as written). Bookings do not carry either, so the rows read
 * them from here for as long as the app is open.
 */
interface Submitted {
  refunds: Record<string, Schema<'Refund'>>;
  reviews: Record<string, Schema<'ReviewCreate'>>;
}

const SUBMITTED_KEY = ['customer-dashboard', 'submitted'] as const;
const nothing: Submitted = { refunds: {}, reviews: {} };

export function useSubmitted() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: SUBMITTED_KEY,
    queryFn: () => nothing,
    initialData: nothing,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const record = useCallback(
    <Kind extends keyof Submitted>(kind: Kind, bookingId: string, value: Submitted[Kind][string]) =>
      queryClient.setQueryData<Submitted>(SUBMITTED_KEY, (current = nothing) => ({
        ...current,
        [kind]: { ...current[kind], [bookingId]: value },
      })),
    [queryClient],
  );

  return { ...data, record };
}
