import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { Text } from '../Text/Text';
import { StoryFrame } from '../private/StoryFrame';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Your classes">
        <Tab id="upcoming">Upcoming</Tab>
        <Tab id="past">Past</Tab>
        <Tab id="recorded">Recorded</Tab>
        <Tab id="cancelled" isDisabled>
          Cancelled
        </Tab>
      </TabList>
      <TabPanel id="upcoming">
        <Text>3 classes this week.</Text>
      </TabPanel>
      <TabPanel id="past">
        <Text>27 classes completed.</Text>
      </TabPanel>
      <TabPanel id="recorded">
        <Text>5 recordings saved.</Text>
      </TabPanel>
      <TabPanel id="cancelled">
        <Text>None.</Text>
      </TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FocusVisible: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
  },
};
export const LongLabels: Story = {
  render: () => (
    <StoryFrame maxWidth="medium">
      <Tabs>
        <TabList aria-label="Dashboard sections">
          {['Classes and bookings', 'Subscriptions', 'Credit and invoices', 'Profile', 'Settings'].map((t) => (
            <Tab key={t} id={t}>
              {t}
            </Tab>
          ))}
        </TabList>
        {['Classes and bookings', 'Subscriptions', 'Credit and invoices', 'Profile', 'Settings'].map((t) => (
          <TabPanel key={t} id={t}>
            <Text>{t}</Text>
          </TabPanel>
        ))}
      </Tabs>
    </StoryFrame>
  ),
};
export const Dark: Story = { globals: { colorScheme: 'dark' } };
