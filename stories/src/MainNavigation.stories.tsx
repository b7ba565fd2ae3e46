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

const withTeasers = (items: typeof exampleFrame.header.items, title: string, text: string) =>
  items.map((item) => (item.items.length > 0 ? { ...item, teaser: { title, text } } : item));

/** Issue 20: wide screens show each submenu as a mega menu with the section's teaser. */
export const MegaMenu: Story = {
  args: {
    items: withTeasers(
      exampleFrame.header.items,
      'New: Crimp Centre 9',
      'Crimping with monitored force, ready for the connected line.',
    ),
  },
  globals: { viewport: { value: 'desktop' } },
};

export const MegaMenuGerman: Story = {
  args: {
    items: withTeasers(
      germanFrame.header.items,
      'Neu: Crimp Centre 9',
      'Crimpen mit überwachter Kraft, bereit für die vernetzte Linie.',
    ),
  },
  globals: { language: 'de' },
};
