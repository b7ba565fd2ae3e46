import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailLinkGenerator } from '@kmx/ui';

const meta = {
  title: 'Tools/EmailLinkGenerator',
  component: EmailLinkGenerator,
} satisfies Meta<typeof EmailLinkGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    initial: {
      to: 'service@komax.example',
      subject: 'Spare parts for my Cutter 355',
      body: 'Hello,\nplease send me an offer for the blades.\nThank you',
    },
  },
};

export const German: Story = { globals: { language: 'de' } };
