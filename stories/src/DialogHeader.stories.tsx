import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogHeader } from '@kmx/ui';

const meta = {
  title: 'Furniture/DialogHeader',
  component: DialogHeader,
  args: {
    block: 'share-modal',
    headingId: 'dialog-heading',
    heading: 'Share this page',
    onClose: () => undefined,
  },
} satisfies Meta<typeof DialogHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top of every dialog: its heading and the close button. */
export const Default: Story = {};

export const LongHeading: Story = {
  args: {
    heading: 'Compare: wire processing machines for harness assembly, cutting and stripping',
  },
};

export const German: Story = { args: { heading: 'Seite teilen' }, globals: { language: 'de' } };
