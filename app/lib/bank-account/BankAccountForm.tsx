import { useQueryClient } from '@tanstack/react-query';
import { $api, type Schema } from '@/sdk';
import { Button, Form, TextField, toast } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { formFailure } from '../queries/failure';
import { useFormFields } from '../forms/useFormFields';
import { BANK_ACCOUNT, isAccountNumber, isSortCode, toUpdate, type BankAccountValues } from './bankAccount';
import { messages } from './messages';
import { FormEnd } from '../forms/FormEnd';

interface BankAccountFormProps {
  /** The account on file, whose names the form starts with (never its number). */
  account: Schema<'BankAccount'> | null;
  /** Called once the account is saved; with it the form also offers a Back button that calls it. */
  close?: () => void;
}

/** The account's number and sort code: typed as digits, with the digits they take as a hint, never filled in by the browser. */
const numberFields = [
  ['accountNumber', messages.accountNumber, messages.accountNumberHint],
  ['sortCode', messages.sortCode, messages.sortCodeHint],
] as const;

/**
 * The payout account: bank name and account holder required, an 8-digit account number and a
 * 6-digit sort code, each message on its field; the API's field problems land on their fields too.
 */
export function BankAccountForm({ account, close }: BankAccountFormProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const save = $api.useMutation('put', BANK_ACCOUNT);
  const form = useFormFields<BankAccountValues>({
    initialValues: {
      bankName: account?.bankName ?? '',
      accountHolderName: account?.accountHolderName ?? '',
      accountNumber: '',
      sortCode: account?.sortCode ?? '',
    },
    validate: (values) => ({
      bankName: !values.bankName.trim() && messages.bankNameRequired,
      accountHolderName: !values.accountHolderName.trim() && messages.holderRequired,
      accountNumber: !isAccountNumber(values.accountNumber) && messages.accountNumberInvalid,
      sortCode: !isSortCode(values.sortCode) && messages.sortCodeInvalid,
    }),
    failure: (error) => formFailure(intl, error, messages.bankSaveFailed),
  });
  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({ body: toUpdate(values) });
    queryClient.setQueryData($api.queryOptions('get', BANK_ACCOUNT).queryKey, saved);
    close?.();
    toast.show({ tone: 'positive', title: intl.formatMessage(messages.bankSaved) });
  });

  return (
    <Form {...form.formProps} onSubmit={submit}>
      <TextField {...form.field('bankName')} label={intl.formatMessage(messages.bankName)} isRequired />
      <TextField
        {...form.field('accountHolderName')}
        label={intl.formatMessage(messages.holderName)}
        autoComplete="name"
        isRequired
      />
      {numberFields.map(([name, label, hint]) => (
        <TextField
          key={name}
          {...form.field(name)}
          label={intl.formatMessage(label)}
          description={intl.formatMessage(hint)}
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
      ))}
      <FormEnd isPending={form.isPending} submit={messages.bankSave} pending={messages.bankSaving}>
        {close && (
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(messages.dismiss)}
          </Button>
        )}
      </FormEnd>
    </Form>
  );
}
