import type { MessageDescriptor } from '@formatjs/intl';
import type { FormEvent, ReactNode } from 'react';
import { Button, Card, Form, Inline, Link, Stack, Text, TextField } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { HeadingIntro } from '@/app/lib/frames/HeadingIntro';
import { PageFrame } from '@/app/lib/frames/PageFrame';
import type { FieldProps, SendingForm } from '@/app/lib/forms/useFormFields';
import { GoogleSignIn } from './GoogleSignIn';
import { messages } from './messages';

interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other auth pages). */
  footer?: ReactNode;
  /** Google sign-in under the form (customers only). */
  google?: boolean;
}

/** The frame of every auth screen: a heading, a short introduction, the form on a card (with Google's sign-in under it on request). */
export function AuthLayout({ title, intro, children, footer, google }: AuthLayoutProps) {
  return (
    <PageFrame width="xsmall" space="large" start="none" end="none">
      <HeadingIntro level={1} size={2} title={title} intro={intro} introAs="p" />
      <Card padding="large">
        {google ? (
          <Stack space="large">
            {children}
            <GoogleSignIn />
          </Stack>
        ) : (
          children
        )}
      </Card>
      {footer && <Stack space="small">{footer}</Stack>}
    </PageFrame>
  );
}

/** A form's success, announced as it appears (errors go on the fields and the form's own summary). */
export function SuccessMessage({ children }: { children: ReactNode }) {
  return (
    <Text as="p" role="status" tone="positive" weight="medium">
      {children}
    </Text>
  );
}

interface AuthFormProps {
  form: SendingForm;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words. */
  submit: string;
  /** The form's summary when it has none of its own (a sign-in that came back refused, a code not sent). */
  errorMessage?: string;
  /** What follows the submit button (the way to a forgotten password, another code). */
  after?: ReactNode;
  children: ReactNode;
}

/**
 * An account form (sign-in, sign-up, password, email, code): its fields stacked, then the submit
 * button as wide as the form, busy (and announced as such) while the form is being sent.
 */
export function AuthForm({ form, onSubmit, submit, errorMessage, after, children }: AuthFormProps) {
  const intl = useIntl();
  return (
    <Form {...form.formProps} errorMessage={form.formProps.errorMessage ?? errorMessage} onSubmit={onSubmit}>
      <Stack space="medium">
        {children}
        <Button type="submit" fullWidth isPending={form.isPending} pendingLabel={intl.formatMessage(messages.working)}>
          {submit}
        </Button>
        {after}
      </Stack>
    </Form>
  );
}

/** The email field of the auth forms: typed as an email, filled in by the browser, required. */
export function EmailField({ label, ...field }: FieldProps<string> & { label?: string }) {
  const intl = useIntl();
  return (
    <TextField
      label={label ?? intl.formatMessage(messages.email)}
      type="email"
      autoComplete="email"
      isRequired
      {...field}
    />
  );
}

/** "New to Kinetic? Create an account": a question and the link that answers it. */
export function PromptLink({
  prompt,
  href,
  label,
}: {
  prompt: MessageDescriptor;
  href: string;
  label: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <Inline space="xsmall">
      <Text>{intl.formatMessage(prompt)}</Text>
      <Link href={href}>{intl.formatMessage(label)}</Link>
    </Inline>
  );
}
