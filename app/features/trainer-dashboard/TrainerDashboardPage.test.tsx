import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocalTimeZone, today } from '@/design-system';
import type { Schema } from '@/sdk';
import { json } from '@/app/lib/stories';
import { renderScreen } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import TrainerDashboardPage from './TrainerDashboardPage';

// The offer of notifications would register the service worker, which only a browser has.
vi.mock('@/app/offline/register', () => ({ registerWorker: () => new Promise(() => undefined) }));

/** A money series over the last 30 days, as the statistics answer it. */
const series = (
  metric: Schema<'StatsSeries'>['metric'],
  points: Schema<'StatsSeries'>['points'],
): Schema<'StatsSeries'> => ({
  metric,
  unit: 'MINOR_UNITS',
  currency: 'GBP',
  startDate: today(getLocalTimeZone()).subtract({ days: 29 }).toString(),
  endDate: today(getLocalTimeZone()).toString(),
  total: points.reduce((sum, point) => sum + point.value, 0),
  points,
});

const noSales = series('SALES', []);
const subscriptionSales = series('SUBSCRIPTION_SALES', [{ date: today(getLocalTimeZone()).toString(), value: 19493 }]);

/**
 * Charts take the width of their place on the screen, which jsdom never lays out: here every place
 * is 600 pixels wide, so each figure with something to draw shows its chart.
 */
function wideScreen() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: (entries: { contentRect: { width: number } }[]) => void) {}
      observe() {
        this.report([{ contentRect: { width: 600 } }]);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

// The trainer's dashboard as Priya sees it, with a period in which some figures have nothing.
signedInForEachTest('trainer', { id: 'tr_1003', firstName: 'Priya' });
beforeEach(wideScreen);
afterEach(() => vi.unstubAllGlobals());

describe('trainer dashboard', () => {
  it('an empty period says so instead of drawing a flat chart', async () => {
    renderScreen('/trainer/dashboard', <TrainerDashboardPage />, [
      ['GET', /^\/trainer\/stats\/sales$/, json(noSales)],
      ['GET', /^\/trainer\/stats\/subscription-sales$/, json(subscriptionSales)],
    ]);
    const numbers = await screen.findByRole('region', { name: 'Your numbers' });
    const sales = within(numbers).getByRole('region', { name: 'Sales' });
    expect(await within(sales).findByText('No sales in this period')).toBeTruthy();
    expect(sales.textContent).toContain('£0');
    // A period with sales in it is drawn: the one without has no chart at all, nor its data table.
    const withSales = within(numbers).getByRole('region', { name: 'Subscription sales' });
    expect(await within(withSales).findByRole('button', { name: 'Show data table' })).toBeTruthy();
    expect(within(withSales).getByRole('figure').textContent).toMatch(/^Subscription sales by /);
    expect(within(sales).queryByRole('figure')).toBeNull();
    expect(within(sales).queryByRole('button', { name: 'Show data table' })).toBeNull();
    expect(sales.querySelector('canvas')).toBeNull();
  });
});
