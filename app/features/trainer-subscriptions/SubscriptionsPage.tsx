import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { deleteSubscription } from '@/sdk/calls';
import { joinClassNames, LinkButton, Skeleton, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { grid, wideGrid } from '@/app/lib/cards/cards.css';
import { EditLink, OfferCard } from '@/app/lib/cards/OfferCard';
import { ConfirmDeleteDialog } from '@/app/lib/forms/ConfirmDeleteDialog';
import { formatMoney } from '@/app/lib/format/format';
import { QueryView } from '@/app/lib/queries/QueryView';
import { ScreenFrame } from '@/app/lib/frames/ScreenFrame';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { useViewer } from '@/app/session/hooks';
import { messages } from './messages';
import { PLANS, plansQuery } from './plans';
import * as styles from './TrainerSubscriptions.css';
import { paths } from '@/app/routing/paths';

type Plan = Schema<'SubscriptionPlan'>;

/**
 * `/trainer/subscriptions`: the trainer's monthly plans, each with its price, description,
 * benefits, subscribers and status, and New plan, Edit (an active plan) and Delete.
 */
export default function SubscriptionsPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.listPageTitle));
  const trainerId = useViewer()?.id ?? '';
  const titleId = useId();
  const queryClient = useQueryClient();
  const query = $api.useQuery('get', PLANS, plansQuery(trainerId));
  const newPlan = <LinkButton href={paths.newPlan()}>{intl.formatMessage(messages.newPlan)}</LinkButton>;

  /** The plan leaves the list, and focus goes to the page title (its Delete button is gone). */
  const removed = (plan: Plan) => {
    queryClient.setQueryData(
      $api.queryOptions('get', PLANS, plansQuery(trainerId)).queryKey,
      (plans: Plan[] | undefined) => plans?.filter((each) => each.id !== plan.id),
    );
    requestAnimationFrame(() => document.getElementById(titleId)?.focus());
  };

  return (
    <ScreenFrame
      title={intl.formatMessage(messages.listTitle)}
      intro={intl.formatMessage(messages.listIntro)}
      action={newPlan}
      titleId={titleId}
    >
      <QueryView
        query={query}
        loading={<PlansSkeleton label={intl.formatMessage(messages.loading)} />}
        errorTitle={intl.formatMessage(messages.listError)}
        isEmpty={(plans) => plans.length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle),
          description: intl.formatMessage(messages.emptyBody),
          action: newPlan,
        }}
      >
        {(plans) => (
          <ul className={joinClassNames(grid, wideGrid)} aria-label={intl.formatMessage(messages.listLabel)}>
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onDeleted={() => removed(plan)} />
            ))}
          </ul>
        )}
      </QueryView>
    </ScreenFrame>
  );
}

function PlanCard({ plan, onDeleted }: { plan: Plan; onDeleted: () => void }) {
  const intl = useIntl();
  const { name } = plan;
  const active = plan.status === 'ACTIVE';
  return (
    <OfferCard
      name={name}
      level={2}
      status={{
        label: intl.formatMessage(active ? messages.statusActive : messages.statusArchived),
        tone: active ? 'positive' : 'neutral',
      }}
      price={intl.formatMessage(messages.pricePerMonth, { price: formatMoney(intl, plan.price) })}
      summary={<Text tone="muted">{plan.description}</Text>}
      actions={
        <>
          {active && (
            <EditLink href={paths.editPlan(plan.id)} label={intl.formatMessage(messages.editLabel, { name })}>
              {intl.formatMessage(messages.edit)}
            </EditLink>
          )}
          <ConfirmDeleteDialog
            words={messages}
            names={{ name }}
            count={plan.subscriberCount}
            onDelete={() => deleteSubscription(plan.id)}
            onDeleted={onDeleted}
          />
        </>
      }
    >
      {plan.benefits.length > 0 && (
        <ul className={styles.benefits} aria-label={intl.formatMessage(messages.benefitsLabel)}>
          {plan.benefits.map((benefit) => (
            <li key={benefit}>
              <Text size="small">{benefit}</Text>
            </li>
          ))}
        </ul>
      )}
      <Text size="small" weight="strong">
        {intl.formatMessage(messages.subscribers, { count: plan.subscriberCount })}
      </Text>
    </OfferCard>
  );
}

function PlansSkeleton({ label }: { label: string }) {
  return (
    <div className={joinClassNames(grid, wideGrid)} role="status" aria-label={label}>
      <Skeleton height="20.5rem" />
      <Skeleton height="20.5rem" />
    </div>
  );
}
