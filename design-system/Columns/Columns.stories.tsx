import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card';
import { Text } from '../Text/Text';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  subcomponents: { Column },
  args: { space: 'gutter', collapseBelow: 'tablet' },
  parameters: { visual: { phone: true } },
  render: (args) => (
    <Columns {...args}>
      <Column width="1/3">
        <Card padding="small">
          <Text>A third</Text>
        </Card>
      </Column>
      <Column>
        <Card padding="small">
          <Text>The rest of the row</Text>
        </Card>
      </Column>
      <Column width="content">
        <Card padding="small">
          <Text>Its content</Text>
        </Card>
      </Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side from the tablet width up, one under another on a phone. */
export const Default: Story = {};
