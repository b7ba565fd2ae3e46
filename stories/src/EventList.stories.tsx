import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventList } from '@kmx/ui';
import { exampleEvents, examplePastEvents } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Modules/EventList',
  component: EventList,
  args: { events: exampleEvents, locale: 'en-CH' },
} satisfies Meta<typeof EventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {};

export const NoneUpcoming: Story = { args: { events: [] } };

export const UpcomingAndPast: Story = { args: { past: examplePastEvents } };

/** Nothing ahead, but the most recent events stay listed. */
export const OnlyPast: Story = { args: { events: [], past: examplePastEvents } };

export const LongTitles: Story = {
  args: {
    events: exampleEvents.map((event) => ({
      ...event,
      title: `${event.title}: international trade fair for wire processing and harness manufacturing`,
    })),
  },
};

export const German: Story = { args: { locale: 'de-CH' }, globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
