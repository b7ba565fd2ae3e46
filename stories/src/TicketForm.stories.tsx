import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAttachmentItems, exampleTicketLocations } from '@kmx/ui/examples';
import { AttachmentPicker, TicketForm } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const picker = (
  <AttachmentPicker
    localeCode="en"
    files={exampleAttachmentItems.slice(1, 3)}
    onAdd={() => undefined}
    onCancel={() => undefined}
    onRemove={() => undefined}
    onRetry={() => undefined}
  />
);

const meta = {
  title: 'Portal/TicketForm',
  component: TicketForm,
  args: {
    locations: exampleTicketLocations,
    busy: false,
    failed: false,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof TicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

/** Opened from an inventory row: machine name and serial number filled in. */
export const Prefilled: Story = {
  args: { initial: { machine: 'Alpha 550 #1', serialNumber: 'SN-10442' }, attachments: picker },
};

/** Problems the ticketing service found, shown on their fields. */
export const ServerProblems: Story = {
  args: {
    initial: { location: 'loc-ulm', type: 'incident', concern: 'Line 2', description: 'x' },
    problems: [{ field: 'subject', message: 'Please enter the subject' }],
  },
};

export const Busy: Story = {
  args: {
    busy: true,
    initial: { location: 'loc-ulm', type: 'question', concern: 'Line 2', subject: 'Hello' },
  },
};

/** The service failed: the apology with a retry, and everything typed still there. */
export const Failed: Story = {
  args: {
    failed: true,
    initial: { location: 'loc-ulm', type: 'incident', concern: 'Line 2', subject: 'Blade wears' },
  },
};

export const German: Story = { globals: { language: 'de' } };

export const GermanServerProblems: Story = {
  args: { problems: [{ field: 'location', message: 'Please select a location' }] },
  globals: { language: 'de' },
};

export const GermanFailed: Story = { args: { failed: true }, globals: { language: 'de' } };
