import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { cover } from '../private/storyAssets';
import { StoryFrame } from '../private/StoryFrame';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';

function svgFile(name: string, a: string, b: string): File {
  const data = decodeURIComponent(cover(a, b).split(',')[1] ?? '');
  return new File([data], name, { type: 'image/svg+xml' });
}

function Demo(props: Partial<FileDropZoneProps> & { initial?: File[] }) {
  const [files, setFiles] = useState<File[]>(props.initial ?? []);
  return (
    <StoryFrame maxWidth="xlarge">
      <FileDropZone
        label="Class cover images"
        dropLabel="Drag images here or"
        browseLabel="Choose files"
        description="PNG, JPEG, WebP or SVG, up to 5 MB each, at most 4."
        acceptedTypes={['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']}
        maxSizeBytes={5 * 1024 * 1024}
        maxFiles={4}
        files={files}
        onChange={setFiles}
        rejectionMessage={(r) =>
          `${r.file.name}: ${r.reason === 'type' ? 'not an image we accept' : r.reason === 'size' ? 'larger than 5 MB' : 'too many files'}`
        }
        removeLabel={(f) => `Remove ${f.name}`}
        {...props}
      />
    </StoryFrame>
  );
}

const meta: Meta = { title: 'Forms/FileDropZone', component: FileDropZone, render: () => <Demo /> };
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithPreviews: Story = {
  render: () => (
    <Demo
      initial={[
        svgFile('hiit-cover.svg', '#c6f432', '#11151a'),
        svgFile('yoga-cover.svg', '#ff7452', '#13263d'),
        svgFile('a-very-long-file-name-for-the-strength-class-cover.svg', '#7cb8ff', '#11151a'),
      ]}
    />
  ),
};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Disabled: Story = { render: () => <Demo isDisabled /> };
export const Dark: Story = { ...WithPreviews, globals: { colorScheme: 'dark' } };
