import { useState } from 'react';
import { $api, type Schema } from '@/sdk';
import { Badge, Button, Card, Heading, Inline, Link, LinkButton, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formatMoney } from '@/app/lib/format/format';
import { grid } from '@/app/lib/cards/cards.css';
import { PageSection } from '@/app/lib/frames/PageSection';
import { QueryView } from '@/app/lib/queries/QueryView';
import { useViewer } from '@/app/session/hooks';
import { loginHref } from '@/app/session/session';
import { messages } from './messages';
import { SubscribeDialog } from './SubscribeDialog';
import * as styles from './TrainerProfile.css';
import { paths } from '@/app/routing/paths';

interface PlansProps {
  trainerId: string;
  /** The trainer's first name. */
  name: string;
}

/**
 * The trainer's monthly plans: a customer subscribes in a dialog (a code may be applied, its price
 * checked before paying) that goes on to the checkout, and a plan they already
 * have says Subscribed instead; a visitor is asked to log in; a trainer sees nothing.
 */
export function SubscriptionPlans({ trainerId, name }: PlansProps) {
  const intl = useIntl();
  const viewer = useViewer();
  if (viewer && viewer.role !== 'customer') return null;
  return (
    <PageSection
      title={intl.formatMessage(messages.plansTitle)}
      subtitle={intl.formatMessage(messages.plansSubtitle, { name })}
    >
      {viewer ? (
        <CustomerPlans trainerId={trainerId} name={name} customerId={viewer.id ?? ''} />
      ) : (
        <Card tone="sunken">
          <Stack space="medium" align="left">
            <Heading level={3} size={4}>
              {intl.formatMessage(messages.plansVisitorTitle, { name })}
            </Heading>
            <Text tone="muted">{intl.formatMessage(messages.plansVisitorBody, { name })}</Text>
            <LinkButton href={loginHref('customer', paths.trainerProfile(trainerId))}>
              {intl.formatMessage(messages.plansVisitorLogin)}
            </LinkButton>
          </Stack>
        </Card>
      )}
    </PageSection>
  );
}

function CustomerPlans({ trainerId, name, customerId }: PlansProps & { customerId: string }) {
  const intl = useIntl();
  const plans = $api.useQuery('get', '/subscription', { params: { query: { trainerId } } });
  const mine = $api.useQuery('get', '/subscription/customer/{customerId}', {
    params: { path: { customerId }, query: { active: true } },
  });
  const subscribedIds = new Set((mine.data ?? []).map((subscription) => subscription.plan.id));
  return (
    <QueryView
      query={plans}
      errorTitle={intl.formatMessage(messages.plansError)}
      empty={{
        title: intl.formatMessage(messages.plansEmptyTitle),
        description: intl.formatMessage(messages.plansEmptyBody, { name }),
      }}
      isEmpty={(data) => data.filter((plan) => plan.status === 'ACTIVE').length === 0}
      loading={
        <div className={grid} role="status" aria-label={intl.formatMessage(messages.plansLoading)}>
          <Skeleton height="14rem" />
          <Skeleton height="14rem" />
        </div>
      }
    >
      {(data) => (
        <ul className={grid}>
          {data
            .filter((plan) => plan.status === 'ACTIVE')
            .map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  plan={plan}
                  trainerId={trainerId}
                  name={name}
                  checking={mine.isPending}
                  subscribed={subscribedIds.has(plan.id)}
                />
              </li>
            ))}
        </ul>
      )}
    </QueryView>
  );
}

function PlanCard({
  plan,
  trainerId,
  name,
  checking,
  subscribed,
}: {
  plan: Schema<'SubscriptionPlan'>;
  trainerId: string;
  /** The trainer's first name. */
  name: string;
  /** Whether the customer has it is still being read. */
  checking: boolean;
  subscribed: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [alreadyHave, setAlreadyHave] = useState(false);
  const has = subscribed || alreadyHave;
  return (
    <Card as="article" aria-label={plan.name} className={styles.planCard}>
      <Stack space="medium">
        <Stack space="xsmall">
          <Inline space="small" alignY="center">
            <Heading level={3} size={4}>
              {plan.name}
            </Heading>
            {has && (
              <Badge tone="positive" dot>
                {intl.formatMessage(messages.subscribed)}
              </Badge>
            )}
          </Inline>
          <Text size="large" weight="strong">
            {intl.formatMessage(messages.planPrice, { price: formatMoney(intl, plan.price) })}
          </Text>
          <Text tone="muted">{plan.description}</Text>
        </Stack>
        <ul className={styles.benefits}>
          {plan.benefits.map((benefit) => (
            <li key={benefit}>
              <Text size="small">{benefit}</Text>
            </li>
          ))}
        </ul>
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.planSubscribers, { count: plan.subscriberCount })}
        </Text>
        {has ? (
          <Link href={paths.subscriptions()}>{intl.formatMessage(messages.manageSubscriptions)}</Link>
        ) : (
          <Button
            fullWidth
            aria-haspopup="dialog"
            isPending={checking}
            pendingLabel={intl.formatMessage(messages.plansChecking)}
            onPress={() => setOpen(true)}
          >
            {intl.formatMessage(messages.subscribe, { plan: plan.name })}
          </Button>
        )}
        {open && (
          <SubscribeDialog
            trainerId={trainerId}
            name={name}
            plan={plan}
            onClose={() => setOpen(false)}
            onAlreadySubscribed={() => setAlreadyHave(true)}
            onCheckout={(target) => window.location.assign(target)}
          />
        )}
      </Stack>
    </Card>
  );
}
