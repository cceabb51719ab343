import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { TextField } from '../TextField/TextField';
import { StoryFrame } from '../private/StoryFrame';
import { Form } from './Form';

const meta = {
  title: 'Forms/Form',
  component: Form,
  render: (args) => (
    <StoryFrame maxWidth="large">
      <Form {...args} onSubmit={(e) => e.preventDefault()}>
        <TextField name="name" label="Full name" isRequired errorMessage="Enter your name" />
        <TextField
          name="email"
          type="email"
          label="Email"
          isRequired
          errorMessage={(v) =>
            v.validationDetails.valueMissing
              ? 'Enter your email'
              : v.validationDetails.typeMismatch
                ? 'Enter an email like name@example.com'
                : v.validationErrors.join(' ')
          }
        />
        <Checkbox name="terms" isRequired>
          I accept the terms and conditions
        </Checkbox>
        <Button type="submit">Create account</Button>
      </Form>
    </StoryFrame>
  ),
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SubmittedEmpty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
    await expect(within(canvasElement).getByText('Enter your name')).toBeVisible();
  },
};
export const ServerErrors: Story = {
  args: {
    errorMessage: 'We couldn’t create your account. Check the highlighted fields.',
    validationErrors: { email: 'This email is already registered' },
  },
};
export const Dark: Story = { ...ServerErrors, globals: { colorScheme: 'dark' } };
