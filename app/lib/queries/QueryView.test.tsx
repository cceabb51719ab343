import { createIntl } from '@formatjs/intl';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NOT_AVAILABLE, createAppQueryClient, type ApiError } from '@/sdk';
import { IntlProvider } from '@/app/i18n';
import { QueryView } from './QueryView';

function Balance({ error }: { error: ApiError }) {
  const query = useQuery<string, ApiError>({ queryKey: ['balance'], queryFn: () => Promise.reject(error) });
  return (
    <QueryView query={query} loading={<p role="status">Loading</p>} errorTitle="We could not load your balance">
      {(data) => <p>{data}</p>}
    </QueryView>
  );
}

function renderFailing(error: ApiError) {
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <IntlProvider value={createIntl({ locale: 'en', onError: () => undefined })}>
        <Balance error={error} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const failure = (status: number) => new ApiRequestError({ status, code: 'X', message: 'The API’s words.' });

describe('QueryView after a failed load', () => {
  it('says the server failed, with Try again', async () => {
    renderFailing(failure(500));
    expect(await screen.findByRole('heading', { name: 'We could not load your balance' })).toBeTruthy();
    expect(screen.getByText('Something went wrong on our side.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks to check the connection when no answer came', async () => {
    renderFailing(failure(0));
    expect(await screen.findByText('Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says something missing is no longer here, without Try again', async () => {
    renderFailing(failure(404));
    expect(await screen.findByText('It may have been removed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a closed page is not open to this account, without Try again', async () => {
    renderFailing(failure(403));
    expect(await screen.findByText('Your account cannot see this page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says calmly that a part the API does not offer yet is not available, without an error or Try again', async () => {
    renderFailing(new ApiRequestError({ status: 501, code: NOT_AVAILABLE, message: 'Not offered.' }));
    expect(await screen.findByRole('heading', { name: 'Not available yet' })).toBeTruthy();
    expect(screen.getByText('This part of Kinetic is on its way. Everything else here works as usual.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'We could not load your balance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

const itemPage = {
  loadingPageTitle: { id: 't.loading', defaultMessage: 'Loading the pack' },
  notFoundPageTitle: { id: 't.nf', defaultMessage: 'Pack not found' },
  notFoundTitle: { id: 't.nfTitle', defaultMessage: 'We could not find that pack' },
  notFoundBody: { id: 't.nfBody', defaultMessage: 'It may have been deleted.' },
};

function EditScreen({ load }: { load: () => Promise<string> }) {
  const query = useQuery<string, ApiError>({ queryKey: ['pack'], queryFn: load });
  return (
    <main>
      <h1>Edit class pack</h1>
      <QueryView
        query={query}
        loading={<p role="status">Loading</p>}
        errorTitle="We could not load the pack"
        page={itemPage}
        titled
      >
        {(data) => <p>{data}</p>}
      </QueryView>
    </main>
  );
}

function renderEditScreen(load: () => Promise<string>) {
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <IntlProvider value={createIntl({ locale: 'en', onError: () => undefined })}>
        <EditScreen load={load} />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

const levelOne = () => screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);

describe('QueryView inside a screen that has its own title', () => {
  it('adds no second level-one heading while the item loads', () => {
    renderEditScreen(() => new Promise(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(levelOne()).toEqual(['Edit class pack']);
  });

  it('adds none when the API does not offer the call yet', async () => {
    renderEditScreen(() =>
      Promise.reject(new ApiRequestError({ status: 501, code: NOT_AVAILABLE, message: 'Not offered.' })),
    );
    expect(await screen.findByRole('heading', { name: 'Not available yet' })).toBeTruthy();
    expect(levelOne()).toEqual(['Edit class pack']);
  });

  it('puts a not-found heading under the screen’s', async () => {
    renderEditScreen(() => Promise.reject(failure(404)));
    expect(await screen.findByRole('heading', { name: 'We could not find that pack', level: 2 })).toBeTruthy();
    expect(levelOne()).toEqual(['Edit class pack']);
  });
});
