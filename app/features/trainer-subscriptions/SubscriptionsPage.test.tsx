import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/sdk';
import { json, refusal } from '@/app/lib/stories';
import { expectNoAxeViolations, renderScreen } from '@/app/lib/testing/screens';
import { signedInForEachTest } from '@/app/session/testing';
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

// The trainer's subscription plans when they fail to load.
signedInForEachTest('trainer', { id: 'tr_1003', firstName: 'Priya' });

describe('the trainer’s subscription plans', () => {
  it('say when they cannot be loaded, and Try again loads them', async () => {
    let answer = refusal(500, 'INTERNAL', 'Down.');

    renderScreen('/trainer/subscriptions', <SubscriptionsPage />, [['GET', /^\/subscription$/, () => answer()]]);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'Your plans could not load' })).toBeTruthy();
    await expectNoAxeViolations();
    answer = json([priyaUnlimited]);
    await userEvent.click(retry);
    expect(await screen.findByRole('listitem', { name: 'Priya Unlimited' })).toBeTruthy();
  });
});
