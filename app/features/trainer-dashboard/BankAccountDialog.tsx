import type { Schema } from '@/sdk';
import { Dialog, Modal } from '@/design-system';
import { useIntl } from '@/app/i18n';
import { BankAccountForm } from '@/app/lib/bank-account/BankAccountForm';
import { messages } from './messages';

/** The bank-account form in a dialog, open while it is rendered: its code loads when Change (or Add) is pressed. */
export function BankAccountDialog({
  account,
  onClose,
}: {
  account: Schema<'BankAccount'> | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()}>
      <Dialog title={intl.formatMessage(messages.bankDialogTitle)} closeLabel={intl.formatMessage(messages.close)}>
        {(close) => <BankAccountForm account={account} close={close} />}
      </Dialog>
    </Modal>
  );
}
