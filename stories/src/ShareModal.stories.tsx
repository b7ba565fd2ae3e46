import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareModal } from '@kmx/ui';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/ShareModal',
  component: ShareModal,
  args: {
    title: 'History | Komax',
    url: 'https://www.example.com/en-ch/company/history',
    visible: true,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ShareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const LongTitle: Story = {
  args: {
    title:
      'Fully automated wire harness assembly and electrical testing for the automotive industry: a case study',
    url: 'https://www.example.com/en-ch/products/harness-manufacturing/harness-assembly/case-study-automotive?utm_source=share',
  },
};

export const German: Story = {
  args: {
    title: 'Geschichte | Komax',
    url: 'https://www.example.com/de-ch/unternehmen/geschichte',
  },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile };
