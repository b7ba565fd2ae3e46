import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactPanel } from '@kmx/ui';
import { exampleFrame } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/ContactPanel',
  component: ContactPanel,
  args: { open: true, onClose: () => undefined, contactLink: exampleFrame.footer.contactLink },
} satisfies Meta<typeof ContactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const WithoutContactPage: Story = { args: { contactLink: null } };

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
