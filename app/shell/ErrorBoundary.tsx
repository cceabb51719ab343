import { Component, type ErrorInfo, type ReactNode } from 'react';
import { defineMessages } from '../i18n';
import { ErrorState } from '@/design-system';
import { PageFrame } from '../lib/frames/PageFrame';
import { useIntl } from '../i18n';

const messages = defineMessages({
  title: { id: 'shell.error.title', defaultMessage: 'Something went wrong' },
  body: {
    id: 'shell.error.body',
    defaultMessage: 'This page ran into a problem. Try again; if it keeps happening, reload Kinetic.',
  },
  retry: { id: 'shell.error.retry', defaultMessage: 'Try again' },
});

function CrashScreen({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <PageFrame>
      <ErrorState
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.body)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={onRetry}
      />
    </PageFrame>
  );
}

interface State {
  error: Error | null;
}

/** Catches a render error anywhere below and shows a way back instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render.', error, info.componentStack);
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    // Navigating elsewhere clears the error.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <CrashScreen onRetry={() => this.setState({ error: null })} /> : this.props.children;
  }
}
