import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextField } from '../../../design-system';
import { useIntl } from '../../i18n';
import type { Role } from '../../session/session';
import { FormMessage } from './AuthLayout';
import { authFailureMessage } from './errors';
import { messages } from './messages';
import { useConfirmCode, useSendVerificationCode } from './useAuthFlows';

/** Seconds before another code may be asked for. */
export const RESEND_DELAY_S = 30;

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
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIncomplete(code.trim() === '');
    if (code.trim() !== '') confirm.mutate({ oobCode: code.trim() }, { onSuccess: onVerified });
  };
  const problem = incomplete ? messages.requiredFields : confirm.isError ? authFailureMessage(confirm.error) : null;

  return (
    <form noValidate onSubmit={submit}>
      <Stack space="medium">
        <Text as="p">{intl.formatMessage(messages.verifyIntro, { email })}</Text>
        <TextField
          label={intl.formatMessage(messages.verifyCode)}
          name="code"
          autoComplete="one-time-code"
          isRequired
          value={code}
          onChange={setCode}
        />
        {problem && <FormMessage tone="critical">{intl.formatMessage(problem)}</FormMessage>}
        {send.isError && <FormMessage tone="critical">{intl.formatMessage(messages.codeNotSent)}</FormMessage>}
        {resent && send.isSuccess && (
          <FormMessage tone="positive">{intl.formatMessage(messages.codeSent, { email })}</FormMessage>
        )}
        <Button
          type="submit"
          fullWidth
          isPending={confirm.isPending}
          pendingLabel={intl.formatMessage(messages.working)}
        >
          {intl.formatMessage(messages.verifySubmit)}
        </Button>
        <Button variant="ghost" isDisabled={countdown.left > 0 || send.isPending} onPress={resend}>
          {intl.formatMessage(messages.resend)}
        </Button>
        {countdown.left > 0 && (
          <Text as="p" tone="muted" size="small">
            {intl.formatMessage(messages.resendIn, { seconds: countdown.left })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
