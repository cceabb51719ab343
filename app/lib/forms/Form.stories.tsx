import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Form, TextField } from '@/design-system';
import { ApiRequestError } from '@/sdk';
import { useIntl } from '@/app/i18n';
import { formFailure } from '../queries/failure';
import { withApp } from '../stories';
import { FormEnd } from './FormEnd';
import { useFormFields } from './useFormFields';

/**
 * Every set of fields a person submits: the design system's `Form` driven by `useFormFields`
 * (`app/lib/forms`), ending with `FormEnd`.
 *
 * ## What it does
 *
 * - `field(name)` wires a field in one spread: its value, its change, `isInvalid` and its message.
 * - On submit, `validate` puts each message on the field it concerns and moves focus to the first
 *   invalid field; the first message (or the form's own) is also the summary above the fields.
 * - The values are sent once: a second submit while one is pending does nothing, and `FormEnd`'s
 *   submit button shows the pending words.
 * - A refused save goes through `formFailure`: the API's field details land on their fields, the
 *   rest in the summary, and what the person typed stays.
 *
 * ## When to use it
 *
 * Any form, from one field to an editor screen. `FormEnd` is always the last row: the other
 * actions (Back, Close), then the submit button on the right. A new-or-edit screen wraps it in
 * `EditorScreen` and reads the saved thing through `SavedForm`.
 *
 * ## Accessibility
 *
 * - Each field is announced with its label, description and, when invalid, its error
 *   (`aria-invalid`, `aria-describedby`).
 * - The summary is an alert (`role="alert"`): it is announced when it appears.
 * - Focus goes to the first invalid field, so the person lands where the fix is.
 * - The form validates itself (`validationBehavior: 'aria'`), so the browser's own bubbles never
 *   show; required fields still say so to assistive tech.
 */
const meta = {
  title: 'Patterns/Form',
  decorators: [withApp],
  parameters: { visual: { phone: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// A story's words: examples, not product copy (the app's own come from its catalogue).
const words = {
  save: { id: 'patterns.form.save', defaultMessage: 'Save details' },
  saving: { id: 'patterns.form.saving', defaultMessage: 'Saving…' },
  failed: { id: 'patterns.form.failed', defaultMessage: 'We could not save your details: {reason}' },
};

type Contact = { name: string; email: string; phone: string };

/** The API refusing the email, as the SDK reports a refusal with field details. */
const refusal = new ApiRequestError({
  status: 422,
  code: 'VALIDATION_FAILED',
  message: 'Some details need a change.',
  details: [{ field: 'email', message: 'This email belongs to another account.' }],
});

function ContactForm({ save }: { save: (values: Contact) => Promise<unknown> }) {
  const intl = useIntl();
  const form = useFormFields<Contact>({
    initialValues: { name: '', email: '', phone: '' },
    validate: (values) => ({
      name: !values.name.trim() && 'Enter your name.',
      email: !/^\S+@\S+\.\S+$/.test(values.email) && 'Enter an email like name@example.com.',
    }),
    failure: (error) => formFailure(intl, error, words.failed),
  });
  return (
    <div style={{ maxWidth: '32rem' }}>
      <Form {...form.formProps} onSubmit={form.handleSubmit(save)}>
        <TextField {...form.field('name')} label="Full name" autoComplete="name" isRequired />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" isRequired />
        <TextField
          {...form.field('phone')}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          description="Only your trainer sees it, to reach you before a session."
        />
        <FormEnd isPending={form.isPending} submit={words.save} pending={words.saving}>
          <Button variant="ghost" onPress={() => form.reset()}>
            Clear
          </Button>
        </FormEnd>
      </Form>
    </div>
  );
}

/** The form as it opens. */
export const Default: Story = { render: () => <ContactForm save={() => Promise.resolve()} /> };

/** Submitted empty: each message on its field, focus on the first, the first message as the summary. */
export const FieldErrors: Story = {
  render: () => <ContactForm save={() => Promise.resolve()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(name);
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter an email like name@example.com.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your name.');
    // Typing clears the field's message.
    await userEvent.keyboard('Ada Lovelace');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Sent, then refused by the API: while sending, the submit button says so and takes no second
 * press; then the API's field detail is on the email, its reason in the summary, the input kept.
 */
export const Refused: Story = {
  render: () => <ContactForm save={() => new Promise((_, reject) => setTimeout(() => reject(refusal), 500))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save details' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const save = canvas.getByRole('button', { name: /Save details/ });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(within(save).getByRole('progressbar', { name: 'Saving…' })).toBeInTheDocument();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not save your details: Some details need a change.',
    );
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('This email belongs to another account.');
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue('ada@example.com');
  },
};
