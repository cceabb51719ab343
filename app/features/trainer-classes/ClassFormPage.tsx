import { getLocalTimeZone } from '../../../design-system';
import { useParams } from 'wouter';
import { $api } from '../../../sdk';
import { useIntl } from '../../i18n';
import { QueryView } from '../../lib/QueryView';
import { SkeletonStack } from '../../lib/SkeletonStack';
import { ScreenFrame } from '../../lib/ScreenFrame';
import { usePageTitle } from '../../lib/usePageTitle';
import { useViewer } from '../../session/hooks';
import { ClassForm } from './ClassForm';
import { emptyClass, fromClass } from './classForm';
import { messages } from './messages';
import { NotValidated, useCanPublish } from './NotValidated';

/** `/trainer/classes/new` and `/trainer/classes/:id/edit`: the class form, empty or with the class. */
export default function ClassFormPage() {
  const intl = useIntl();
  const { id } = useParams<{ id?: string }>();
  const trainerId = useViewer()?.id ?? '';
  usePageTitle(intl.formatMessage(id ? messages.editPageTitle : messages.newPageTitle));
  const canPublish = useCanPublish(trainerId);

  return (
    <ScreenFrame
      width="medium"
      title={intl.formatMessage(id ? messages.editTitle : messages.newTitle)}
      intro={intl.formatMessage(messages.formIntro)}
    >
      {id ? (
        <EditClass classId={id} trainerId={trainerId} />
      ) : canPublish ? (
        <ClassForm trainerId={trainerId} initialValues={emptyClass()} />
      ) : (
        <NotValidated />
      )}
    </ScreenFrame>
  );
}

function EditClass({ classId, trainerId }: { classId: string; trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', '/class/{classId}', { params: { path: { classId } } });
  return (
    <QueryView
      query={query}
      loading={
        <SkeletonStack
          space="large"
          label={intl.formatMessage(messages.loadingClass)}
          heights={['3rem', '8rem', '6rem']}
        />
      }
      errorTitle={intl.formatMessage(messages.classError)}
    >
      {(detail) => (
        <ClassForm
          key={detail.id}
          trainerId={trainerId}
          existing={detail}
          initialValues={fromClass(detail, getLocalTimeZone())}
        />
      )}
    </QueryView>
  );
}
