import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleTicketNow } from '@kmx/ui/examples';
import { TicketTime } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/TicketTime',
  component: TicketTime,
  args: { at: '2026-03-14T09:30:00Z', now: exampleTicketNow, localeCode: 'en' },
} satisfies Meta<typeof TicketTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few hours before `now`; the exact time is in the title. */
export const Recent: Story = {};

/** Less than a second before `now`. */
export const JustNow: Story = { args: { at: '2026-03-14T12:00:00Z' } };

/** Over a year before `now`. */
export const Old: Story = { args: { at: '2024-11-02T15:45:00Z' } };

export const German: Story = { args: { localeCode: 'de-ch' }, globals: { language: 'de' } };

export const GermanJustNow: Story = {
  args: { at: '2026-03-14T12:00:00Z', localeCode: 'de-ch' },
  globals: { language: 'de' },
};

export const GermanOld: Story = {
  args: { at: '2024-11-02T15:45:00Z', localeCode: 'de-ch' },
  globals: { language: 'de' },
};
