import type { ReactNode } from 'react';
import { Card, Container, Heading, Inline, Link, Stack, Text } from '../../../design-system';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other auth pages). */
  footer?: ReactNode;
}

/** The frame of every auth screen: a heading, a short introduction, the form on a card. */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  return (
    <Container width="xsmall">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1} size={2}>
            {title}
          </Heading>
          {intro && (
            <Text as="p" tone="muted">
              {intro}
            </Text>
          )}
        </Stack>
        <Card padding="large">{children}</Card>
        {footer && <Stack space="small">{footer}</Stack>}
      </Stack>
    </Container>
  );
}

/** A form's outcome, announced as it appears: an error (alert) or a confirmation (status). */
export function FormMessage({ tone, children }: { tone: 'critical' | 'positive'; children: ReactNode }) {
  return (
    <Text as="p" role={tone === 'critical' ? 'alert' : 'status'} tone={tone} weight="medium">
      {children}
    </Text>
  );
}

/** "New to Kinetic? Create an account": a question and the link that answers it. */
export function PromptLink({ prompt, href, label }: { prompt: string; href: string; label: string }) {
  return (
    <Inline space="xsmall">
      <Text>{prompt}</Text>
      <Link href={href}>{label}</Link>
    </Inline>
  );
}
