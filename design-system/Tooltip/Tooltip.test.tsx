import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

describe('Tooltip', () => {
  it('appears on keyboard focus, describes the trigger and hides on Escape', async () => {
    render(
      <TooltipTrigger>
        <Button aria-label="Policy" icon={<svg />} />
        <Tooltip>Cancel up to 24 hours before</Tooltip>
      </TooltipTrigger>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip.textContent).toContain('Cancel up to 24 hours before');
    expect(screen.getByRole('button', { name: 'Policy' }).getAttribute('aria-describedby')).toBe(tip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
