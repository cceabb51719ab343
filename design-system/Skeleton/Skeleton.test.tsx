import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders the requested number of lines, the last one shorter', () => {
    const { container } = render(<Skeleton lines={3} />);
    const lines = container.firstElementChild!.children;
    expect(lines).toHaveLength(3);
    expect((lines[2] as HTMLElement).style.width).toBe('60%');
  });

  it('circles are as tall as they are wide', () => {
    const { container } = render(<Skeleton shape="circle" width={32} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.style.width).toBe('32px');
    expect(el.style.height).toBe('32px');
  });
});
