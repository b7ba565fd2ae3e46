import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AttachmentItem } from '@kmx/ui/portal';
import { exampleAttachmentItems } from '@kmx/ui/examples';
import { AttachmentPicker } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const only = (state: AttachmentItem['state']) =>
  exampleAttachmentItems.filter((item) => item.state === state);

const meta = {
  title: 'Portal/AttachmentPicker',
  component: AttachmentPicker,
  args: {
    localeCode: 'en',
    files: exampleAttachmentItems,
    onAdd: () => undefined,
    onCancel: () => undefined,
    onRemove: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof AttachmentPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One file in every state: checking, uploading, uploaded, failed, refused. */
export const EveryState: Story = {};

export const Empty: Story = { args: { files: [] } };

export const Checking: Story = { args: { files: only('checking') } };

export const Uploading: Story = { args: { files: only('uploading') } };

export const Uploaded: Story = { args: { files: only('uploaded') } };

export const Failed: Story = { args: { files: only('failed') } };

export const Refused: Story = { args: { files: only('refused') } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = { args: { localeCode: 'de-ch' }, globals: { language: 'de' } };
