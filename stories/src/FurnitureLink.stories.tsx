import type { Meta, StoryObj } from '@storybook/react-vite';
import { FurnitureLink } from '@kmx/ui';

const meta = {
  title: 'Furniture/FurnitureLink',
  component: FurnitureLink,
  args: { link: { title: 'Investors', href: '/en/investors', newTab: false } },
} satisfies Meta<typeof FurnitureLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameTab: Story = {};
export const CurrentPage: Story = { args: { current: true } };
export const NewTab: Story = {
  args: { link: { title: 'Job portal', href: 'https://jobs.example.com', newTab: true } },
};
export const LongTitle: Story = {
  args: {
    link: {
      title: 'Sustainability report with every figure of the financial year and its footnotes',
      href: '/en/company/sustainability',
      newTab: false,
    },
  },
};
