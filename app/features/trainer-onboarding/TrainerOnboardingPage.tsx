import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { $api } from '@/sdk';
import { Card, Heading, Link, Skeleton, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import { BANK_ACCOUNT } from '@/app/lib/bank-account/bankAccount';
import { BankAccountForm } from '@/app/lib/bank-account/BankAccountForm';
import { PageSection } from '@/app/lib/frames/PageSection';
import { isMissing, QueryView } from '@/app/lib/queries/QueryView';
import { usePageTitle } from '@/app/lib/frames/usePageTitle';
import { useViewer } from '@/app/session/hooks';
import { trainerSession } from '@/app/session/stores';
import { CertificateList, CertificateUpload } from './Certificates';
import { messages, missingLabels } from './messages';
import { missingSteps } from './profile';
import { ProfileForm } from './ProfileForm';
import * as styles from './TrainerOnboarding.css';
import { paths } from '@/app/routing/paths';

const loadingCard = (label: string) => (
  <Stack space="small" role="status" aria-label={label}>
    <Skeleton shape="text" width="40%" />
    <Skeleton height="6rem" />
  </Stack>
);

/** Each part's title, intro, loading label and failure title. */
const parts = {
  profile: [messages.profileTitle, messages.profileIntro, messages.loadingProfile, messages.profileError],
  certificates: [
    messages.certificatesTitle,
    messages.certificatesIntro,
    messages.loadingCertificates,
    messages.certificatesError,
  ],
  bank: [messages.bankTitle, messages.bankIntro, messages.loadingBank, messages.bankError],
} as const;

interface PartProps<T> {
  part: keyof typeof parts;
  query: UseQueryResult<T>;
  /** What shows when the API has none yet (a 404: the empty-or-missing rule), instead of a failure. */
  missing?: ReactNode;
  children: (data: T) => ReactNode;
  /** Under the data (an upload). */
  after?: ReactNode;
}

/** One part of the onboarding: a titled section with its data's loading, failed and loaded states. */
function Part<T>({ part, query, missing, children, after }: PartProps<T>) {
  const intl = useIntl();
  const [title, intro, loading, error] = parts[part];
  return (
    <PageSection title={intl.formatMessage(title)} subtitle={intl.formatMessage(intro)}>
      {missing && isMissing(query.error) ? (
        missing
      ) : (
        <QueryView
          query={query}
          loading={loadingCard(intl.formatMessage(loading))}
          errorTitle={intl.formatMessage(error)}
        >
          {children}
        </QueryView>
      )}
      {after}
    </PageSection>
  );
}

/**
 * `/trainer/onboarding`: what a trainer does before selling, in any order and over as many
 * visits as they like (each part is saved on its own): the profile, certificates for validation
 * with their status, and the payout bank account. The top says what is still missing; until a
 * certificate is validated the trainer cannot publish classes.
 */
export default function TrainerOnboardingPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(messages.pageTitle));
  const trainerId = useViewer()?.id ?? '';
  const path = { params: { path: { trainerId } } };
  const profile = $api.useQuery('get', '/trainer/{trainerId}', path);
  const options = $api.useQuery('get', '/master-data/filter-options', {}, { staleTime: Infinity });
  const certificatesOptions = $api.queryOptions('get', '/trainer/{trainerId}/certificates', path);
  const certificates = $api.useQuery('get', '/trainer/{trainerId}/certificates', path);
  const bank = $api.useQuery('get', BANK_ACCOUNT);
  const noBank = isMissing(bank.error);
  const missing =
    profile.data && certificates.data && (bank.data || noBank)
      ? missingSteps(profile.data, certificates.data, !noBank)
      : undefined;
  const ready = missing?.length === 0;
  // Once nothing is missing, the dashboard no longer sends the trainer here first.
  useEffect(() => {
    if (ready) trainerSession.onboardingDoneTrainer = true;
  }, [ready]);

  return (
    <PageFrame width="medium" space="xxlarge">
      <Stack space="small">
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
      </Stack>
      {missing && (
        <Card padding="medium" role="status">
          {missing.length === 0 ? (
            <Stack space="small">
              <Heading level={2} size={4}>
                {intl.formatMessage(messages.allDone)}
              </Heading>
              <Link href={paths.trainerClasses()}>{intl.formatMessage(messages.toClasses)}</Link>
            </Stack>
          ) : (
            <Stack space="small">
              <Heading level={2} size={4}>
                {intl.formatMessage(messages.missingTitle)}
              </Heading>
              <ul className={styles.missing}>
                {missing.map((step) => (
                  <li key={step}>{intl.formatMessage(missingLabels[step])}</li>
                ))}
              </ul>
              {/* Leaving for later lasts until the next sign-in, as the profile then says again. */}
              <Link href={paths.trainerDashboard()} onPress={() => (trainerSession.onboardingDoneTrainer = true)}>
                {intl.formatMessage(messages.later)}
              </Link>
            </Stack>
          )}
        </Card>
      )}
      <Part part="profile" query={profile}>
        {(data) =>
          options.data ? (
            <ProfileForm trainerId={trainerId} profile={data} options={options.data} />
          ) : (
            loadingCard(intl.formatMessage(messages.loadingProfile))
          )
        }
      </Part>
      <Part
        part="certificates"
        query={certificates}
        after={<CertificateUpload trainerId={trainerId} listKey={certificatesOptions.queryKey} />}
      >
        {(list) =>
          list.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.noCertificates)}</Text>
          ) : (
            <CertificateList certificates={list} />
          )
        }
      </Part>
      <Part part="bank" query={bank} missing={<BankAccountForm account={null} />}>
        {(account) => <BankAccountForm account={account} />}
      </Part>
    </PageFrame>
  );
}
