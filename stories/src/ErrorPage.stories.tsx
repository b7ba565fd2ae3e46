import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from '@kmx/ui';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '/en' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const German: Story = { args: { homeHref: '/de' }, globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
