import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from '@kmx/ui';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { path: '/en/no/such/page', homeHref: '/en' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongPath: Story = {
  args: { path: `/en/${'very-long-segment/'.repeat(12)}end` },
};

export const German: Story = {
  args: { path: '/de/keine/seite', homeHref: '/de' },
  globals: { language: 'de' },
};
