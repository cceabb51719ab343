import { createIntl } from '@formatjs/intl';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '@/app/i18n';
import { CancelButton, ListDialog, ListDialogButton } from './ListDialog';

const intl = createIntl({ locale: 'en', onError: () => undefined });
const words = {
  cancel: { id: 't.cancel', defaultMessage: 'Cancel' },
  cancelLabel: { id: 't.cancelLabel', defaultMessage: 'Cancel {title}' },
};

function Row({ title, drawn }: { title: string; drawn: (title: string) => void }) {
  drawn(title);
  return (
    <li>
      {title}
      <CancelButton item={{ action: 'cancel', title }} title={title} words={words} />
      <ListDialogButton item={{ action: 'review', title }} label={`Review ${title}`}>
        Review
      </ListDialogButton>
    </li>
  );
}

type Chosen = { action: string; title: string };

function setUp() {
  const drawn = vi.fn();
  let closeIt = () => {};
  const dialog = vi.fn((chosen: Chosen, close: () => void, opener: Element) => {
    closeIt = close;
    return (
      <p role="dialog" aria-label={`${chosen.action} ${chosen.title}`}>
        opened by {opener.getAttribute('aria-label')}
      </p>
    );
  });
  render(
    <IntlProvider value={intl}>
      <ListDialog<Chosen> dialog={dialog}>
        <ul>
          <Row title="Yoga" drawn={drawn} />
          <Row title="Boxing" drawn={drawn} />
        </ul>
      </ListDialog>
    </IntlProvider>,
  );
  return { drawn, dialog, close: () => act(() => closeIt()) };
}

describe('ListDialog', () => {
  it('renders no dialog until a row asks, then one, for that row’s item and action', async () => {
    const { dialog } = setUp();
    expect(dialog).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Boxing' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'cancel Boxing' }).textContent).toBe('opened by Cancel Boxing');

    await userEvent.click(screen.getByRole('button', { name: 'Review Yoga' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'review Yoga' })).toBeTruthy();
  });

  it('opens and closes without drawing the rows again', async () => {
    const { drawn, close } = setUp();
    expect(drawn).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Yoga' }));
    close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(drawn).toHaveBeenCalledTimes(2);
  });

  it('names each row’s Cancel for what it cancels, and says it opens a dialog', () => {
    setUp();
    const button = screen.getByRole('button', { name: 'Cancel Yoga' });
    expect(button.textContent).toBe('Cancel');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  });
});
