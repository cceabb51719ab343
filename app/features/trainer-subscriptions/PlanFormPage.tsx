import { useParams } from 'wouter';
import { $api } from '../../../sdk';
import { useIntl } from '../../i18n';
import { QueryView } from '../../lib/QueryView';
import { SkeletonStack } from '../../lib/SkeletonStack';
import { ScreenFrame } from '../../lib/ScreenFrame';
import { usePageTitle } from '../../lib/usePageTitle';
import { useViewer } from '../../session/hooks';
import { messages } from './messages';
import { PlanForm } from './PlanForm';
import { emptyPlan, fromPlan } from './planForm';
import { PLAN } from './plans';

/** `/trainer/subscriptions/new` and `/trainer/subscriptions/:id/edit`: the plan form, empty or with the plan. */
export default function PlanFormPage() {
  const intl = useIntl();
  const { id } = useParams<{ id?: string }>();
  const trainerId = useViewer()?.id ?? '';
  usePageTitle(intl.formatMessage(id ? messages.editPageTitle : messages.newPageTitle));

  return (
    <ScreenFrame
      width="medium"
      title={intl.formatMessage(id ? messages.editTitle : messages.newTitle)}
      intro={intl.formatMessage(messages.formIntro)}
    >
      {id ? (
        <EditPlan subscriptionId={id} trainerId={trainerId} />
      ) : (
        <PlanForm trainerId={trainerId} initialValues={emptyPlan()} />
      )}
    </ScreenFrame>
  );
}

function EditPlan({ subscriptionId, trainerId }: { subscriptionId: string; trainerId: string }) {
  const intl = useIntl();
  const query = $api.useQuery('get', PLAN, { params: { path: { subscriptionId } } });
  return (
    <QueryView
      query={query}
      loading={
        <SkeletonStack
          space="large"
          label={intl.formatMessage(messages.loadingPlan)}
          heights={['4.5rem', '8rem', '4.5rem', '6rem']}
        />
      }
      errorTitle={intl.formatMessage(messages.planError)}
      page={messages}
    >
      {(plan) => <PlanForm key={plan.id} trainerId={trainerId} existing={plan} initialValues={fromPlan(plan)} />}
    </QueryView>
  );
}
