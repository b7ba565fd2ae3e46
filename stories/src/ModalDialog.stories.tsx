import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalDialog } from '@kmx/ui';
import { useState } from 'react';

const meta = {
  title: 'Furniture/ModalDialog',
  component: ModalDialog,
  args: {
    open: true,
    onClose: () => undefined,
    block: 'share-modal',
    children: (
      <>
        <ModalDialog.Title>Share this page</ModalDialog.Title>
        <p>The frame every dialog shares: a title that names it and the close button.</p>
      </>
    ),
  },
} satisfies Meta<typeof ModalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the page behind is inert; Escape, the backdrop and "Close" ask to close. */
export const Open: Story = {};

export const LongTitle: Story = {
  args: {
    children: (
      <ModalDialog.Title>
        Compare: wire processing machines for harness assembly, cutting and stripping
      </ModalDialog.Title>
    ),
  },
};

export const German: Story = {
  args: { children: <ModalDialog.Title>Seite teilen</ModalDialog.Title> },
  globals: { language: 'de' },
};

/** Closed until the button opens it; closing hands focus back to the button. */
export const OpenedFromAButton: Story = {
  args: { open: false },
  render: function OpenedFromAButton(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Open the dialog
        </button>
        <ModalDialog {...args} open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
