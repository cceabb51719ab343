import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag, TagGroup } from './TagGroup';

describe('TagGroup', () => {
  it('filters: a labelled grid; arrows move and Space toggles selection', async () => {
    const onSelectionChange = vi.fn();
    render(
      <TagGroup label="Show" selectionMode="multiple" onSelectionChange={onSelectionChange}>
        <Tag id="live">Live</Tag>
        <Tag id="recorded">Recorded</Tag>
      </TagGroup>,
    );
    expect(screen.getByRole('grid', { name: 'Show' })).toBeTruthy();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight} ');
    expect([...(onSelectionChange.mock.calls.at(-1)?.[0] as Set<string>)]).toEqual(['recorded']);
  });

  it('removable: Delete key and the named remove button call onRemove', async () => {
    const onRemove = vi.fn();
    render(
      <TagGroup label="Skills" onRemove={onRemove}>
        <Tag id="hiit" removeLabel="Remove">
          HIIT
        </Tag>
        <Tag id="yoga" removeLabel="Remove">
          Yoga
        </Tag>
      </TagGroup>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    expect([...(onRemove.mock.calls.at(-1)?.[0] as Set<string>)]).toEqual(['hiit']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Yoga' }));
    expect([...(onRemove.mock.calls.at(-1)?.[0] as Set<string>)]).toEqual(['yoga']);
  });
});
