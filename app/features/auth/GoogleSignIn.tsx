import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { Button, Inline, Stack, Text } from '../../../design-system';
import { useIntl } from '../../i18n';
import { useCallbackTarget } from './callback';
import { authFlowErrorName, finishGoogleSignIn, startGoogleSignIn } from './google';
import { messages } from './messages';

/** "Continue with Google" for customers; a failure comes back to the login page as `?error=`. */
export function GoogleSignIn() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const { target } = useCallbackTarget('customer');
  const returnTo = `/login?${new URLSearchParams({ provider: 'google', callbackUrl: target }).toString()}`;

  const options = {
    onSuccess: (leaving: boolean | void) => {
      if (!leaving) navigate(target, { replace: true });
    },
    onError: (error: Error) => {
      console.warn('Google sign-in failed.', error);
      navigate(`/login?${new URLSearchParams({ error: authFlowErrorName(error), callbackUrl: target }).toString()}`, {
        replace: true,
      });
    },
  };
  const start = useMutation({ mutationFn: () => startGoogleSignIn(returnTo), ...options });
  const finish = useMutation({ mutationFn: finishGoogleSignIn, ...options });

  // Back from Google through the auth client's callback: complete the sign-in once.
  const returning = search.get('provider') === 'google' && !search.has('error');
  const finished = useRef(false);
  useEffect(() => {
    if (!returning || finished.current) return;
    finished.current = true;
    finish.mutate();
  }, [returning, finish]);

  return (
    <Stack space="medium">
      <Inline space="small" align="center" alignY="center">
        <Text tone="muted">{intl.formatMessage(messages.or)}</Text>
      </Inline>
      <Button
        variant="secondary"
        fullWidth
        isPending={start.isPending || finish.isPending}
        pendingLabel={intl.formatMessage(messages.working)}
        onPress={() => start.mutate()}
      >
        {intl.formatMessage(messages.google)}
      </Button>
    </Stack>
  );
}
