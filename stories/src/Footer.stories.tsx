import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from '@kmx/ui';
import {
  emptyNavigationFrame,
  exampleFrame,
  germanFrame,
  lightFrame,
  longTitlesFrame,
} from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/Footer',
  component: Footer,
  args: { frame: exampleFrame },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};

export const Default: Story = {
  args: { frame: { ...exampleFrame, footer: { ...exampleFrame.footer, theme: 'Default' } } },
};

export const Light: Story = { args: { frame: lightFrame } };

export const WithoutContactLinkOrSections: Story = { args: { frame: emptyNavigationFrame } };

export const LongTitles: Story = { args: { frame: longTitlesFrame } };

export const German: Story = { args: { frame: germanFrame }, globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
