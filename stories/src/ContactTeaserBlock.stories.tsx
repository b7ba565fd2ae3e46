import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ContactTeaserBlock } from '@kmx/ui';
import { exampleContactTeaserBlock } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** Blocks take their colours from the content page's theme class. */
const inTheme =
  (theme: 'default' | 'dark' | 'light'): Decorator =>
  (Story) => (
    <div className={`content-page theme-${theme}`}>
      <Story />
    </div>
  );

const meta = {
  title: 'Blocks/ContactTeaserBlock',
  component: ContactTeaserBlock,
  args: { block: exampleContactTeaserBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof ContactTeaserBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NameOnly: Story = {
  args: {
    block: {
      ...exampleContactTeaserBlock,
      title: null,
      text: null,
      contact: { name: 'Service desk', role: null, email: null, phone: null, image: null },
    },
  },
};

export const German: Story = { globals: { language: 'de' } };

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
