import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { Button, Inline, Stack, Text } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { AUTH_SESSION_KEY, useAuthSession } from '@/app/session/hooks';
import { useCallbackTarget } from './callback';
import { AuthFlowError } from './errors';
import { authFlowErrorName, finishGoogleSignIn, startGoogleSignIn } from './google';
import { messages } from './messages';
import { paths } from '@/app/routing/paths';

/**
 * "Continue with Google" for customers. Back from Google (`?provider=google`), the auth client
 * session, once authenticated, completes the sign-in; a failure comes back to the login page as
 * `?error=`.
 */
export function GoogleSignIn() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const { target } = useCallbackTarget('customer');
  const returnTo = paths.logIn({ provider: 'google', callbackUrl: target });
  const returning = search.get('provider') === 'google' && !search.has('error');
  const authSession = useAuthSession(returning);

  const fail = (error: unknown) => {
    console.warn('Google sign-in failed.', error);
    navigate(paths.logIn({ error: authFlowErrorName(error), callbackUrl: target }), { replace: true });
  };
  const start = useMutation({
    mutationFn: () => startGoogleSignIn(returnTo),
    onSuccess: (leaving) => {
      if (leaving) return;
      void queryClient.invalidateQueries({ queryKey: AUTH_SESSION_KEY });
      navigate(returnTo, { replace: true });
    },
    onError: fail,
  });
  const finish = useMutation({
    mutationFn: finishGoogleSignIn,
    onSuccess: () => navigate(target, { replace: true }),
    onError: fail,
  });

  const finished = useRef(false);
  useEffect(() => {
    if (!returning || finished.current || authSession.status === 'loading') return;
    finished.current = true;
    if (authSession.data) finish.mutate(authSession.data);
    else fail(new AuthFlowError('OAuthCallbackError'));
  });

  return (
    <Stack space="medium">
      <Inline space="small" align="center">
        <Text tone="muted">{intl.formatMessage(messages.or)}</Text>
      </Inline>
      <Button
        variant="secondary"
        fullWidth
        isPending={start.isPending || finish.isPending || (returning && authSession.status === 'loading')}
        pendingLabel={intl.formatMessage(messages.working)}
        onPress={() => start.mutate()}
      >
        {intl.formatMessage(messages.google)}
      </Button>
    </Stack>
  );
}
