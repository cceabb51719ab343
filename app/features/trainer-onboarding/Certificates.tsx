import { useQueryClient } from '@tanstack/react-query';
import { apiClient, dataOrThrow, type Schema } from '@/sdk';
import { Badge, FileDropZone, Form, Inline, Stack, Text, TextField, toast, type BadgeTone } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useIdempotencyKey } from '@/app/lib/forms/idempotency';
import { formFailure } from '@/app/lib/queries/failure';
import { useFormFields } from '@/app/lib/forms/useFormFields';
import { useUnsavedChanges } from '@/app/lib/forms/useUnsavedChanges';
import { certificateRefused, certificateStatus, messages } from './messages';
import * as styles from './TrainerOnboarding.css';
import { FormEnd } from '@/app/lib/forms/FormEnd';

type Certificate = Schema<'Certificate'>;
/** A certificate file is a PDF or an image of at most 1 MB. */
const MAX_BYTES = 1024 * 1024;
const TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
const tone: Record<Certificate['status'], BadgeTone> = {
  PENDING_REVIEW: 'warning',
  VALIDATED: 'positive',
  REJECTED: 'critical',
};

/** The certificates sent, each with its status and, when rejected, the reason. */
export function CertificateList({ certificates }: { certificates: readonly Certificate[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.certificates} aria-label={intl.formatMessage(messages.certificatesList)}>
      {certificates.map((certificate) => (
        <li key={certificate.id} className={styles.certificate}>
          <Stack space="xsmall">
            <Inline space="small" alignY="center">
              <Text weight="strong">{certificate.name}</Text>
              <Badge tone={tone[certificate.status]}>{intl.formatMessage(certificateStatus[certificate.status])}</Badge>
            </Inline>
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.certificateFrom, { issuer: certificate.issuer, file: certificate.fileName })}
            </Text>
            {certificate.rejectionReason && (
              <Text size="small" tone="critical">
                {intl.formatMessage(messages.rejectedBecause, { reason: certificate.rejectionReason })}
              </Text>
            )}
          </Stack>
        </li>
      ))}
    </ul>
  );
}

type UploadValues = { name: string; issuer: string; file: File[] };

/**
 * Send a certificate for validation: what it is, who issued it, and the file (a PDF or an image
 * of at most 1 MB, refused before anything is sent). Sent once; a failure keeps everything.
 */
export function CertificateUpload({ trainerId, listKey }: { trainerId: string; listKey: readonly unknown[] }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const form = useFormFields<UploadValues>({
    initialValues: { name: '', issuer: '', file: [] },
    validate: (values) => ({
      name: !values.name.trim() && messages.certificateNameRequired,
      issuer: !values.issuer.trim() && messages.issuerRequired,
      file: values.file.length === 0 && messages.certificateFileRequired,
    }),
    failure: (error) => formFailure(intl, error, messages.certificateNotSent),
  });
  useUnsavedChanges(form.isDirty);

  const submit = form.handleSubmit(async (values) => {
    const [file] = values.file;
    const body = new FormData();
    body.append('name', values.name.trim());
    body.append('issuer', values.issuer.trim());
    if (file) body.append('file', file);
    const key = idempotency.keyFor({ name: values.name.trim(), issuer: values.issuer.trim(), file });
    const sent = await dataOrThrow(
      apiClient.POST('/trainer/{trainerId}/certificates', {
        params: { path: { trainerId }, header: { 'Idempotency-Key': key } },
        body: { name: values.name, issuer: values.issuer, file: '' },
        bodySerializer: () => body,
      }),
    );
    idempotency.renew();
    queryClient.setQueryData<Certificate[]>(listKey, (list) => [...(list ?? []), sent]);
    form.reset();
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.certificateSent, { name: sent.name }) });
  });

  const file = form.field('file');
  return (
    <Form {...form.formProps} onSubmit={submit} className={styles.form}>
      <div className={styles.pair}>
        <TextField {...form.field('name')} label={intl.formatMessage(messages.certificateName)} isRequired />
        <TextField {...form.field('issuer')} label={intl.formatMessage(messages.issuer)} isRequired />
      </div>
      <Stack space="xsmall">
        <FileDropZone
          label={intl.formatMessage(messages.certificateFile)}
          dropLabel={intl.formatMessage(messages.certificateDrop)}
          browseLabel={intl.formatMessage(messages.certificateBrowse)}
          description={intl.formatMessage(messages.certificateHint)}
          acceptedTypes={TYPES}
          maxSizeBytes={MAX_BYTES}
          allowsMultiple={false}
          files={file.value}
          onChange={file.onChange}
          rejectionMessage={({ file: refused, reason }) =>
            intl.formatMessage(reason === 'size' ? certificateRefused.size : certificateRefused.type, {
              name: refused.name,
            })
          }
          removeLabel={(chosen) => intl.formatMessage(messages.remove, { name: chosen.name })}
        />
        {file.errorMessage && (
          <Text size="small" tone="critical">
            {file.errorMessage}
          </Text>
        )}
      </Stack>
      <FormEnd isPending={form.isPending} submit={messages.sendCertificate} pending={messages.sending} />
    </Form>
  );
}
