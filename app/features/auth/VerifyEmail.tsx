import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text, TextField } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { useFormFields, type FieldProps } from '@/app/lib/forms/useFormFields';
import type { Role } from '@/app/session/session';
import { AuthForm, SuccessMessage } from './AuthLayout';
import { authWords } from './errors';
import { formFailure } from '@/app/lib/queries/failure';
import { messages } from './messages';
import { useConfirmCode, useSendVerificationCode } from './useAuthFlows';
import { required } from './validation';

/** Seconds before another code may be asked for. */
export const RESEND_DELAY_S = 30;

/** The field for a code we emailed (to verify an email or to reset a password). */
export function OneTimeCodeField(props: FieldProps<string>) {
  const intl = useIntl();
  return (
    <TextField label={intl.formatMessage(messages.verifyCode)} autoComplete="one-time-code" isRequired {...props} />
  );
}

/** Seconds left of a `seconds`-long wait, ticking once a second; `restart` starts it again. */
function useCountdown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const waiting = left > 0;
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);
  return {
    left,
    restart: () => {
      const start = Date.now();
      setNow(start);
      setUntil(start + seconds * 1000);
    },
  };
}

/** Sends a one-time code to the new account's email, takes it back, and offers a resend after a delay. */
export function VerifyEmail({ role, email, onVerified }: { role: Role; email: string; onVerified: () => void }) {
  const intl = useIntl();
  const send = useSendVerificationCode(role);
  const confirm = useConfirmCode();
  const countdown = useCountdown(RESEND_DELAY_S);
  const form = useFormFields({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: required(code) }),
    failure: (error) => formFailure(intl, error, authWords),
  });
  const [resent, setResent] = useState(false);

  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    send.mutate();
  }, [send]);

  const resend = () => {
    setResent(true);
    countdown.restart();
    send.mutate();
  };
  const submit = form.handleSubmit(async ({ code }) => {
    await confirm.mutateAsync(code.trim());
    onVerified();
  });

  return (
    <Stack space="medium">
      <Text as="p">{intl.formatMessage(messages.verifyIntro, { email })}</Text>
      <AuthForm
        form={form}
        onSubmit={submit}
        submit={intl.formatMessage(messages.verifySubmit)}
        errorMessage={send.isError ? intl.formatMessage(messages.codeNotSent) : undefined}
        after={
          <>
            <Button variant="ghost" isDisabled={countdown.left > 0 || send.isPending} onPress={resend}>
              {intl.formatMessage(messages.resend)}
            </Button>
            {countdown.left > 0 && (
              <Text as="p" tone="muted" size="small">
                {intl.formatMessage(messages.resendIn, { seconds: countdown.left })}
              </Text>
            )}
          </>
        }
      >
        <OneTimeCodeField {...form.field('code')} />
        {resent && send.isSuccess && (
          <SuccessMessage>{intl.formatMessage(messages.codeSent, { email })}</SuccessMessage>
        )}
      </AuthForm>
    </Stack>
  );
}
