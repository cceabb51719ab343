/**
 * The trainer's pack figures in the offline world: counted from the packs it sold (the credits its
 * customers hold at each day's end, and what each pack was paid on its day).
 */
import { describe, expect, it } from 'vitest';
import { CUSTOMER, DAY, mocks, range, token, TRAINER } from './harness';

const { call } = mocks();

interface Series {
  metric: string;
  total: number;
  points: { date: string; value: number }[];
}

describe('pack figures', () => {
  it('the credits held at the day’s end are those of the packs the world sold; another trainer has sold none', async () => {
    const world = 'pack figures';
    const now = Date.now();
    const day = range(now - (now % DAY), now - (now % DAY) + DAY);
    const figures = async () => ({
      sales: (await call<Series>(`/trainer/stats/pack-sales?${day}`, { as: TRAINER, world, now })).body,
      credits: (await call<Series>(`/trainer/stats/credits-outstanding?${day}`, { as: TRAINER, world, now })).body,
    });
    const before = await figures();
    expect(before.sales).toMatchObject({ metric: 'PACK_SALES', unit: 'MINOR_UNITS' });
    expect(before.credits).toMatchObject({ metric: 'CREDITS_OUTSTANDING', unit: 'COUNT' });

    // Olivia's packs of Priya's are all the world sold: the credits she holds now are the day's figure.
    const held = (
      await call<{ pack: { trainer: { id: string } }; status: string; credits: { status: string }[] }[]>(
        '/customer/packs',
        { as: CUSTOMER, world, now },
      )
    ).body
      .filter(({ pack, status }) => pack.trainer.id === 'tr_1003' && status === 'ACTIVE')
      .flatMap(({ credits }) => credits)
      .filter(({ status }) => status === 'AVAILABLE').length;
    expect(held).toBeGreaterThan(0);
    expect(before.credits.total).toBe(held);
    // Another trainer has sold none of them.
    const tomasz = await call<Series>(`/trainer/stats/credits-outstanding?${day}`, {
      as: token('uid_tomasz'),
      world,
      now,
    });
    expect(tomasz.body.total).toBe(0);
  });
});
