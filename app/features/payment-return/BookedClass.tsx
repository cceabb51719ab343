import { useEffect, useState } from 'react';
import { $api } from '../../../sdk';
import { Link } from '../../../design-system';
import { useIntl } from '../../i18n';
import { useViewer } from '../../session/hooks';
import { classesStore } from '../../session/stores';
import { messages } from './messages';

/**
 * The class this browser sent to the checkout (`classesStore.bookedClass`), read once when the page
 * opens; with `clear`, it is forgotten once read, so the page says it only once.
 */
export function useBookedClass({ clear }: { clear: boolean }): string | null {
  const [classId] = useState(() => classesStore.bookedClass);
  useEffect(() => {
    if (clear && classId !== null && classesStore.bookedClass === classId) classesStore.bookedClass = null;
  }, [clear, classId]);
  return classId;
}

/** The booked class as a link to it, named by its title when a signed-in reader can fetch it. */
export function BookedClassLink({ classId }: { classId: string }) {
  const intl = useIntl();
  const signedIn = useViewer() !== null;
  const query = $api.useQuery('get', '/class/{classId}', { params: { path: { classId } } }, { enabled: signedIn });
  return (
    <Link key="class" href={`/classes/${classId}`}>
      {query.data?.title ?? intl.formatMessage(messages.yourClass)}
    </Link>
  );
}
