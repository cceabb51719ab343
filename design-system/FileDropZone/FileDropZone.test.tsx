import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, type HeldFile, type RejectedFile } from './FileDropZone';

function Harness({
  onReject,
  max = 1000,
  reorder = false,
}: {
  onReject?: (r: RejectedFile[]) => void;
  max?: number;
  reorder?: boolean;
}) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileDropZone
      label="Cover images"
      dropLabel="Drop images"
      browseLabel="Choose files"
      maxSizeBytes={max}
      files={files}
      onChange={setFiles}
      onReject={onReject}
      rejectionMessage={(r) => `${r.file.name} rejected: ${r.reason}`}
      removeLabel={(f) => `Remove ${f.name}`}
      moveLabels={
        reorder ? { earlier: (f) => `Move ${f.name} earlier`, later: (f) => `Move ${f.name} later` } : undefined
      }
    />
  );
}

const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

describe('FileDropZone', () => {
  it('accepts images within the limit from the browse button, previews them and removes them by keyboard', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole('group', { name: 'Cover images' })).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')]);
    expect(screen.getByText('a.png')).toBeTruthy();
    const remove = screen.getByRole('button', { name: 'Remove a.png' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByText('a.png')).toBeNull();
    expect(screen.getByText('b.jpg')).toBeTruthy();
  });

  it('puts the files in order with the move buttons (the first has no earlier, the last no later)', async () => {
    const { container } = render(<Harness reorder />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    expect(screen.queryByRole('button', { name: 'Move a.png earlier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move b.png later' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Move b.png earlier' }));
    const names = [...container.querySelectorAll('li')].map((item) => item.textContent);
    expect(names).toEqual(['b.png', 'a.png']);
  });

  it("rejects the wrong type and files over the caller's size limit, with messages", async () => {
    const onReject = vi.fn();
    const { container } = render(<Harness onReject={onReject} max={100} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      [file('big.png', 'image/png', 500), file('notes.pdf', 'application/pdf'), file('ok.png', 'image/png')],
      { applyAccept: false },
    );
    expect(onReject.mock.calls[0]?.[0].map((r: RejectedFile) => r.reason)).toEqual(['size', 'type']);
    expect(screen.getByText('big.png rejected: size')).toBeTruthy();
    expect(screen.getByText('notes.pdf rejected: type')).toBeTruthy();
    expect(screen.getByText('ok.png')).toBeTruthy();
  });

  it('holds stored files beside chosen ones: shown by URL, moved and removed the same way', async () => {
    const changes: HeldFile[][] = [];
    function Stored() {
      const [files, setFiles] = useState<HeldFile[]>([{ name: 'cover.svg', url: '/media/cover.svg' }]);
      return (
        <FileDropZone<HeldFile>
          label="Pictures"
          dropLabel="Drop images"
          browseLabel="Choose files"
          files={files}
          onChange={(next) => {
            changes.push(next);
            setFiles(next);
          }}
          removeLabel={(f) => `Remove ${f.name}`}
          moveLabels={{ earlier: (f) => `Move ${f.name} earlier`, later: (f) => `Move ${f.name} later` }}
        />
      );
    }
    const { container } = render(<Stored />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/cover.svg');
    const added = file('new.png', 'image/png');
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, [added]);
    await userEvent.click(screen.getByRole('button', { name: 'Move new.png earlier' }));
    expect(changes.at(-1)).toEqual([added, { name: 'cover.svg', url: '/media/cover.svg' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove cover.svg' }));
    expect(changes.at(-1)).toEqual([added]);
  });
});
