import { $api } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { EditorScreen, SavedForm } from '@/app/lib/frames/EditorScreen';
import { useViewer } from '@/app/session/hooks';
import { messages } from './messages';
import { PlanForm } from './PlanForm';
import { emptyPlan, fromPlan } from './planForm';
import { PLAN } from './plans';

/** `/trainer/subscriptions/new` and `/trainer/subscriptions/:id/edit`: the plan form, empty or with the plan. */
export default function PlanFormPage() {
  const trainerId = useViewer()?.id ?? '';
  return (
    <EditorScreen words={messages}>
      {(id) =>
        id ? (
          <EditPlan subscriptionId={id} trainerId={trainerId} />
        ) : (
          <PlanForm trainerId={trainerId} initialValues={emptyPlan()} />
        )
      }
    </EditorScreen>
  );
}

function EditPlan({ subscriptionId, trainerId }: { subscriptionId: string; trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', PLAN, { params: { path: { subscriptionId } } });
  return (
    <SavedForm
      query={query}
      loading={{ label: intl.formatMessage(messages.loadingPlan), heights: ['4.5rem', '8rem', '4.5rem', '6rem'] }}
      errorTitle={intl.formatMessage(messages.planError)}
      page={messages}
    >
      {(plan) => <PlanForm key={plan.id} trainerId={trainerId} existing={plan} initialValues={fromPlan(plan)} />}
    </SavedForm>
  );
}
