import { createIntl } from '@formatjs/intl';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '@/app/i18n';
import { pageOf } from '../pages/ListPages';
import { CardGridPages } from './CardGridPages';

const words = {
  pagination: { id: 't.pagination', defaultMessage: 'Pages' },
  previous: { id: 't.previous', defaultMessage: 'Previous' },
  next: { id: 't.next', defaultMessage: 'Next' },
  pageN: { id: 't.pageN', defaultMessage: 'Page {page}' },
};
const itemKey = (name: string) => name;
const onPageChange = () => undefined;
const intl = createIntl({ locale: 'en', onError: () => undefined });

describe('CardGridPages', () => {
  it('draws its cards again only when what it shows changes, not when the screen around it re-renders', () => {
    const card = vi.fn((name: string) => <p>{name}</p>);
    const grid = (page: ReturnType<typeof pageOf<string>>, busy = false) => (
      <IntlProvider value={intl}>
        <CardGridPages page={page} itemKey={itemKey} onPageChange={onPageChange} words={words} busy={busy}>
          {card}
        </CardGridPages>
      </IntlProvider>
    );
    const first = pageOf(['Yoga', 'Boxing'], 1, 12);
    const { rerender } = render(grid(first));
    expect(card).toHaveBeenCalledTimes(2);

    rerender(grid(first));
    expect(card).toHaveBeenCalledTimes(2);

    rerender(grid(first, true));
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
    expect(card).toHaveBeenCalledTimes(4);

    rerender(grid(pageOf(['Pilates'], 1, 12), true));
    expect(screen.queryByText('Boxing')).toBeNull();
    expect(screen.queryByText('Pilates')).not.toBeNull();
    expect(card).toHaveBeenCalledTimes(5);
  });
});
