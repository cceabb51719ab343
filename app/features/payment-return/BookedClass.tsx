import { $api } from '@/sdk';
import { Link } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useViewer } from '@/app/session/hooks';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

/** The booked class as a link to it, named by its title when a signed-in reader can fetch it. */
export function BookedClassLink({ classId }: { classId: string }) {
  const intl = useIntl();
  const signedIn = useViewer() !== null;
  const query = $api.useQuery('get', '/class/{classId}', { params: { path: { classId } } }, { enabled: signedIn });
  return (
    <Link key="class" href={paths.classDetail(classId)}>
      {query.data?.title ?? intl.formatMessage(messages.yourClass)}
    </Link>
  );
}
