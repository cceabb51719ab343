import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { $api, apiClient, dataOrThrow } from '@/sdk';
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Form,
  Inline,
  ProgressBar,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
} from '@/design-system';
import { useIntl } from '@/app/i18n';
import { disciplineName } from '@/app/lib/format/labels';
import { HeadingIntro } from '@/app/lib/frames/HeadingIntro';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { QueryView } from '@/app/lib/queries/QueryView';
import { SkeletonCard } from '@/app/lib/queries/SkeletonStack';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { useViewer } from '@/app/session/hooks';
import { customerSession } from '@/app/session/stores';
import { messages } from './messages';
import { buildSteps, fromSaved, nextPath, stepProblem, toAnswers, type Answers, type Step } from './steps';
import * as styles from './Onboarding.css';

/** Not asked again until the next sign-in, which reads whether the answers were saved. */
function stopAsking() {
  customerSession.onboardingDone = true;
}

/** The questions, the master-data lists they draw on, and what the customer answered before. */
function useOnboarding(customerId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const fetch = queryClient.fetchQuery.bind(queryClient);
  return useQuery({
    queryKey: ['onboarding', customerId, intl.locale],
    queryFn: async () => {
      const [questions, equipment, intensity, categories, saved] = await Promise.all([
        fetch($api.queryOptions('get', '/customer/questions')),
        fetch($api.queryOptions('get', '/master-data/public/training-equipments')),
        fetch($api.queryOptions('get', '/master-data/public/training-intensity')),
        fetch($api.queryOptions('get', '/master-data/public/training-category/categories')),
        // Saved answers, or none yet (404).
        dataOrThrow(apiClient.GET('/customer/{customerId}/onboarding-answers', { params: { path: { customerId } } }), {
          notFound: 'nothing',
        }),
      ]);
      const steps = buildSteps(
        questions,
        // The categories' names come in English (their list has no language): the app says them.
        {
          equipment,
          intensity,
          categories: categories.map((each) => ({ ...each, name: disciplineName(intl, each.name) })),
        },
        {
          equipment: intl.formatMessage(messages.equipment),
          intensity: intl.formatMessage(messages.intensity),
          categories: intl.formatMessage(messages.categories),
        },
      );
      return { steps, values: fromSaved(steps, saved?.answers ?? []) };
    },
  });
}

/**
 * `/onboarding`: the questions on workout preferences, one step at a time with progress, Back and
 * Skip for now. Shown after a customer's first sign-in, and from the profile to change the answers.
 */
export default function OnboardingPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const customerId = useViewer()?.id ?? '';
  const query = useOnboarding(customerId);
  return (
    <PageFrame width="small" space="large" end="wide">
      <HeadingIntro
        level={1}
        title={intl.formatMessage(messages.heading)}
        intro={intl.formatMessage(messages.intro)}
        introAs="p"
      />
      <QueryView
        query={query}
        errorTitle={intl.formatMessage(messages.loadFailed)}
        loading={
          <SkeletonCard label={intl.formatMessage(messages.loading)} space="medium">
            <Skeleton height="0.5rem" />
            <Skeleton height="1.5rem" width="70%" />
            <Skeleton height="10rem" />
          </SkeletonCard>
        }
      >
        {(data) => <Questions customerId={customerId} steps={data.steps} initialValues={data.values} />}
      </QueryView>
    </PageFrame>
  );
}

function Questions({
  customerId,
  steps,
  initialValues,
}: {
  customerId: string;
  steps: Step[];
  initialValues: Answers;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const next = nextPath(new URLSearchParams(useSearch()).get('next'));
  const [index, setIndex] = useState(0);
  const step = steps[index] as Step;
  const last = index === steps.length - 1;
  const save = $api.useMutation('put', '/customer/{customerId}/onboarding-answers');
  const form = useFormFields<Answers>({
    initialValues,
    validate: (values) => {
      const problem = stepProblem(step, values[step.id]);
      return problem ? { [step.id]: messages[problem], form: messages.required } : {};
    },
    failure: (error) => formFailure(intl, error, { otherwise: messages.saveFailed }),
  });

  /** Saved or skipped for now: on to where the customer was going. */
  const leave = () => {
    stopAsking();
    navigate(next);
  };

  const onValid = async (values: Answers) => {
    if (!last) {
      setIndex(index + 1);
      return;
    }
    await save.mutateAsync({ params: { path: { customerId } }, body: { answers: toAnswers(steps, values) } });
    await queryClient.invalidateQueries({ queryKey: ['onboarding'] });
    await queryClient.invalidateQueries({
      queryKey: $api.queryOptions('get', '/customer/{customerId}/onboarding-answers', {
        params: { path: { customerId } },
      }).queryKey,
    });
    leave();
  };

  const field = form.field(step.id);
  const hint = intl.formatMessage(step.multiple ? messages.chooseSome : messages.chooseOne);
  const progress = intl.formatMessage(messages.progress, { step: index + 1, total: steps.length });

  return (
    <Card>
      <Form {...form.formProps} onSubmit={form.handleSubmit(onValid)}>
        <Stack space="large">
          <ProgressBar label={progress} showValue={false} value={index + 1} minValue={0} maxValue={steps.length} />
          {step.multiple ? (
            <CheckboxGroup
              key={step.id}
              label={step.question}
              description={hint}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              isInvalid={field.isInvalid}
              errorMessage={field.errorMessage}
              isRequired={step.required}
              className={styles.choices}
            >
              {step.options.map((option) => (
                <Checkbox key={option.id} value={option.id} description={option.description}>
                  {option.label}
                </Checkbox>
              ))}
            </CheckboxGroup>
          ) : (
            <RadioGroup
              key={step.id}
              label={step.question}
              description={hint}
              name={field.name}
              value={field.value[0] ?? null}
              onChange={(value) => field.onChange([value])}
              isInvalid={field.isInvalid}
              errorMessage={field.errorMessage}
              isRequired={step.required}
              className={styles.choices}
            >
              {step.options.map((option) => (
                <Radio key={option.id} value={option.id} description={option.description}>
                  {option.label}
                </Radio>
              ))}
            </RadioGroup>
          )}
          <div className={styles.actions}>
            <Inline space="small">
              {index > 0 && (
                <Button variant="secondary" onPress={() => setIndex(index - 1)} isDisabled={form.isPending}>
                  {intl.formatMessage(messages.back)}
                </Button>
              )}
              <Button type="submit" isPending={form.isPending} pendingLabel={intl.formatMessage(messages.saving)}>
                {intl.formatMessage(last ? messages.finish : messages.next)}
              </Button>
            </Inline>
            <Button variant="ghost" onPress={leave} isDisabled={form.isPending}>
              {intl.formatMessage(messages.skip)}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
