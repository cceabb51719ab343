import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Meter } from './Meter';

describe('Meter', () => {
  it('is a meter named by its label with value text', () => {
    render(<Meter label="Places booked" value={15} maxValue={20} valueLabel="15 of 20" />);
    const meter = screen.getByRole('meter', { name: 'Places booked' });
    expect(meter.getAttribute('aria-valuenow')).toBe('15');
    expect(meter.getAttribute('aria-valuetext')).toBe('15 of 20');
    expect(screen.getByText('15 of 20')).toBeTruthy();
  });
});
