import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAttachmentItems } from '@kmx/ui/examples';
import { AttachmentPicker, CommentForm } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/CommentForm',
  component: CommentForm,
  args: { busy: false, failed: false, onSubmit: () => undefined },
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const WithAttachments: Story = {
  args: {
    initialText: 'Here is the picture you asked for.',
    attachments: (
      <AttachmentPicker
        localeCode="en"
        files={exampleAttachmentItems.slice(1, 4)}
        onAdd={() => undefined}
        onCancel={() => undefined}
        onRemove={() => undefined}
        onRetry={() => undefined}
      />
    ),
  },
};

export const EmptyComment: Story = {
  args: { problems: [{ field: 'text', message: 'Please enter a comment' }] },
};

export const Busy: Story = { args: { busy: true, initialText: 'Thanks, that worked.' } };

export const Failed: Story = { args: { failed: true, initialText: 'Thanks, that worked.' } };

export const German: Story = { globals: { language: 'de' } };

export const GermanEmptyComment: Story = {
  args: { problems: [{ field: 'text', message: 'Please enter a comment' }] },
  globals: { language: 'de' },
};
