import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const labels = {
  label: 'Classes pages',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pageLabel: (n: number) => `Page ${n}`,
};

function Demo({ start = 1, total = 12 }: { start?: number; total?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination {...labels} page={page} totalPages={total} onPageChange={setPage} />;
}

const meta: Meta = { title: 'Components/Pagination', component: Pagination, render: () => <Demo start={5} /> };
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const FirstPage: Story = { render: () => <Demo /> };
export const LastPage: Story = { render: () => <Demo start={12} /> };
export const FewPages: Story = { render: () => <Demo start={2} total={3} /> };
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
  },
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };
