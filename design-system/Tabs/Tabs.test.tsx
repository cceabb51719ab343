import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys, skipping disabled tabs', async () => {
    const onSelectionChange = vi.fn();
    render(
      <Tabs onSelectionChange={onSelectionChange}>
        <TabList aria-label="Classes">
          <Tab id="a">Upcoming</Tab>
          <Tab id="b" isDisabled>
            Past
          </Tab>
          <Tab id="c">Recorded</Tab>
        </TabList>
        <TabPanel id="a">Upcoming panel</TabPanel>
        <TabPanel id="b">Past panel</TabPanel>
        <TabPanel id="c">Recorded panel</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Classes' })).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Upcoming' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('c');
    expect(screen.getByRole('tabpanel').textContent).toBe('Recorded panel');
  });
});
