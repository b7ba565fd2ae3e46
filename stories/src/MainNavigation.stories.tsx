import type { Meta, StoryObj } from '@storybook/react-vite';
import { MainNavigation } from '@kmx/ui';
import { exampleFrame, germanFrame, longTitlesFrame } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/MainNavigation',
  component: MainNavigation,
  args: { items: exampleFrame.header.items },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongTitles: Story = { args: { items: longTitlesFrame.header.items } };

export const German: Story = {
  args: { items: germanFrame.header.items },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile };
