import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Schema } from '@/sdk';
import { json, never, refusal, type Answer } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
import PlanFormPage from './PlanFormPage';
import SubscriptionsPage from './SubscriptionsPage';

const priyaUnlimited: Schema<'SubscriptionPlan'> = {
  id: 'sp_4001',
  trainer: { id: 'tr_1003', firstName: 'Priya', lastName: 'Sharma', avatarUrl: '/media/trainers/priya-sharma.svg' },
  name: 'Priya Unlimited',
  description: 'Every live class with Priya, plus the full on-demand library.',
  price: { amount: 2999, currency: 'GBP' },
  interval: 'MONTH',
  benefits: ['All live classes', 'On-demand library', 'Monthly Q&A'],
  subscriberCount: 214,
  status: 'ACTIVE',
  createdAt: '2026-03-01T09:00:00+00:00',
};

const plansRead = /^\/subscription$/;

// Actions one after the other, without a pause between them.
const user = userEvent.setup({ delay: null });

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const value = (name: string) => field(name).value;
/** The `role` named `name` whose description, read after its name, says `words` (it fails without one). */
const saying = (role: string, name: string, words: string) =>
  screen.getByRole(role, { name, description: (text) => text.includes(words) });

/** Puts `text` in the field named `name` at once, as pasting would, in place of what it held. */
async function fill(name: string, text: string) {
  await user.clear(field(name));
  await user.paste(text);
}

/** The new plan form, its plans created as `create` answers. */
const openNewPlan = (create: Answer) =>
  renderScreen('/trainer/subscriptions/new', <PlanFormPage />, [['POST', plansRead, create]]);

// The trainer's subscription plans when they fail to load or there are none yet, and the plan
// form's rules: what it marks and says before anything is sent, and what it keeps when a save fails.
signedInForEachTest('trainer', { id: 'tr_1003', firstName: 'Priya' });

describe('the trainer’s subscription plans', () => {
  it('say when they cannot be loaded, and Try again loads them', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    renderScreen('/trainer/subscriptions', <SubscriptionsPage />, [['GET', plansRead, () => answer()]]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'Your plans could not load' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json([priyaUnlimited]);
    await userEvent.click(retry);
    expect(await screen.findByRole('listitem', { name: 'Priya Unlimited' })).toBeTruthy();
  });

  it('say when there are none yet, and offer to create one', async () => {
    const { history } = renderScreen('/trainer/subscriptions', <SubscriptionsPage />, [['GET', plansRead, json([])]]);
    expect(await screen.findByRole('heading', { name: 'No subscription plans yet' })).toBeTruthy();
    const newPlan = screen.getAllByRole('link', { name: 'New plan' });
    expect(newPlan).toHaveLength(2);
    await expectNoAxeViolations();
    await user.click(newPlan[1]!);
    expect(history.at(-1)).toBe('/trainer/subscriptions/new');
  });
});

describe('creating a plan', () => {
  it('checks each field where it is, with nothing sent', async () => {
    const create = vi.fn(never);
    openNewPlan(create);
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(document.activeElement).toBe(field('Plan name'));
    expect(saying('textbox', 'Plan name', 'Give the plan a name')).toBeTruthy();
    expect(saying('textbox', 'Description', 'Say what the plan is for')).toBeTruthy();
    expect(saying('textbox', 'Monthly price', 'Enter a monthly price')).toBeTruthy();

    await fill('Plan name', 'Morning Mobility Club');
    await fill('Description', 'Three short mobility classes a week.');
    for (const pounds of ['0.50', '600']) {
      await fill('Monthly price', pounds);
      await user.keyboard('{Enter}');
      expect(saying('textbox', 'Monthly price', 'Enter a monthly price from £1 to £500')).toBeTruthy();
      expect(document.activeElement).toBe(field('Monthly price'));
    }
    await expectNoAxeViolations();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the server fails, and says why', async () => {
    const { history } = openNewPlan(
      refusal(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
    );
    await fill('Plan name', 'Morning Mobility Club');
    await fill('Description', 'Three short mobility classes a week.');
    await fill('Monthly price', '12.50');
    await user.click(screen.getByRole('button', { name: 'Add a benefit' }));
    await fill('Benefit 1', 'Replays for 30 days');
    await user.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(
      (await screen.findAllByText('The plan was not created: Something went wrong on our side. Please try again.'))[0],
    ).toBeTruthy();
    expect(history).toEqual(['/trainer/subscriptions/new']);
    expect(value('Plan name')).toBe('Morning Mobility Club');
    expect(value('Description')).toBe('Three short mobility classes a week.');
    expect(value('Monthly price')).toBe('£12.50');
    expect(value('Benefit 1')).toBe('Replays for 30 days');
  });
});

describe('editing a plan', () => {
  it('keeps the changes and says why when the plan cannot be changed', async () => {
    renderScreen(
      '/trainer/subscriptions/sp_4001/edit',
      <Route path="/trainer/subscriptions/:id/edit">
        <PlanFormPage />
      </Route>,
      [
        ['GET', /^\/subscription\/sp_4001$/, json(priyaUnlimited)],
        ['PUT', /^\/subscription\/sp_4001$/, refusal(409, 'CONFLICT', 'This has already been done.')],
      ],
    );
    await screen.findByRole('textbox', { name: 'Plan name' });
    await fill('Plan name', 'Priya Unlimited Plus');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('The plan was not saved: This has already been done.'))[0]).toBeTruthy();
    expect(value('Plan name')).toBe('Priya Unlimited Plus');
  });
});
