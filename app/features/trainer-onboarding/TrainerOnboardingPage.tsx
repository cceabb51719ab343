import { useEffect } from 'react';
import { $api } from '../../../sdk';
import { Card, Heading, Link, Skeleton, Stack, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
import { PageFrame } from '../../lib/PageFrame';
import { BANK_ACCOUNT, BankAccountForm } from '../../lib/bankAccount/BankAccountForm';
import { PageSection } from '../../lib/PageSection';
import { isMissing, QueryView } from '../../lib/QueryView';
import { usePageTitle } from '../../lib/usePageTitle';
import { useViewer } from '../../session/hooks';
import { trainerSession } from '../../session/stores';
import { CertificateList, CertificateUpload } from './Certificates';
import { messages, missingLabels } from './messages';
import { missingSteps } from './profile';
import { ProfileForm } from './ProfileForm';
import * as styles from './TrainerOnboarding.css';

const loadingCard = (label: string) => (
  <Stack space="small" role="status" aria-label={label}>
    <Skeleton shape="text" width="40%" />
    <Skeleton height="6rem" />
  </Stack>
);

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
              <Link href="/trainer/classes">{intl.formatMessage(messages.toClasses)}</Link>
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
              <Link href="/trainer/dashboard" onPress={() => (trainerSession.onboardingDoneTrainer = true)}>
                {intl.formatMessage(messages.later)}
              </Link>
            </Stack>
          )}
        </Card>
      )}
      <PageSection
        title={intl.formatMessage(messages.profileTitle)}
        subtitle={intl.formatMessage(messages.profileIntro)}
      >
        <QueryView
          query={profile}
          loading={loadingCard(intl.formatMessage(messages.loadingProfile))}
          errorTitle={intl.formatMessage(messages.profileError)}
        >
          {(data) =>
            options.data ? (
              <ProfileForm trainerId={trainerId} profile={data} options={options.data} />
            ) : (
              loadingCard(intl.formatMessage(messages.loadingProfile))
            )
          }
        </QueryView>
      </PageSection>
      <PageSection
        title={intl.formatMessage(messages.certificatesTitle)}
        subtitle={intl.formatMessage(messages.certificatesIntro)}
      >
        <QueryView
          query={certificates}
          loading={loadingCard(intl.formatMessage(messages.loadingCertificates))}
          errorTitle={intl.formatMessage(messages.certificatesError)}
        >
          {(list) =>
            list.length === 0 ? (
              <Text tone="muted">{intl.formatMessage(messages.noCertificates)}</Text>
            ) : (
              <CertificateList certificates={list} />
            )
          }
        </QueryView>
        <CertificateUpload trainerId={trainerId} listKey={certificatesOptions.queryKey} />
      </PageSection>
      <PageSection title={intl.formatMessage(messages.bankTitle)} subtitle={intl.formatMessage(messages.bankIntro)}>
        {noBank ? (
          <BankAccountForm account={null} />
        ) : (
          <QueryView
            query={bank}
            loading={loadingCard(intl.formatMessage(messages.loadingBank))}
            errorTitle={intl.formatMessage(messages.bankError)}
          >
            {(account) => <BankAccountForm account={account} />}
          </QueryView>
        )}
      </PageSection>
    </PageFrame>
  );
}
