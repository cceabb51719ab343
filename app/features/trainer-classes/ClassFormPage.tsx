import { getLocalTimeZone, Stack } from '@/design-system';
import { $api } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { EditorScreen, SavedForm } from '@/app/lib/frames/EditorScreen';
import { useViewer } from '@/app/session/hooks';
import { ClassForm } from './ClassForm';
import { ClassPolicySection } from './ClassPolicyForm';
import { ClassVideoSection } from './ClassVideo';
import { emptyClass, fromClass } from './classForm';
import { messages } from './messages';
import { NotValidated, useCanPublish } from './NotValidated';

/**
 * `/trainer/classes/new` and `/trainer/classes/:id/edit`: the class form, empty or with the class;
 * a live class's edit screen then has its fees and recording, a recorded class's its video.
 */
export default function ClassFormPage() {
  const trainerId = useViewer()?.id ?? '';
  const canPublish = useCanPublish(trainerId);
  return (
    <EditorScreen words={messages}>
      {(id) =>
        id ? (
          <EditClass classId={id} trainerId={trainerId} />
        ) : canPublish ? (
          <ClassForm trainerId={trainerId} initialValues={emptyClass()} />
        ) : (
          <NotValidated />
        )
      }
    </EditorScreen>
  );
}

function EditClass({ classId, trainerId }: { classId: string; trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', '/class/{classId}', { params: { path: { classId } } });
  return (
    <SavedForm
      query={query}
      loading={{ label: intl.formatMessage(messages.loadingClass), heights: ['3rem', '8rem', '6rem'] }}
      errorTitle={intl.formatMessage(messages.classError)}
    >
      {(detail) => (
        <Stack space="xlarge">
          <ClassForm
            key={detail.id}
            trainerId={trainerId}
            existing={detail}
            initialValues={fromClass(detail, getLocalTimeZone())}
          />
          {detail.isLive ? <ClassPolicySection classId={detail.id} /> : <ClassVideoSection classId={detail.id} />}
        </Stack>
      )}
    </SavedForm>
  );
}
