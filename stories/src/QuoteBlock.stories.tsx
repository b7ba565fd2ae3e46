import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QuoteBlock } from '@kmx/ui';
import { exampleQuoteBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/QuoteBlock',
  component: QuoteBlock,
  args: { block: exampleQuoteBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof QuoteBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutPortrait: Story = {
  args: { block: { ...exampleQuoteBlock, portrait: null, role: null } },
};

export const LongQuote: Story = {
  args: {
    block: {
      ...exampleQuoteBlock,
      quote:
        'We measure every crimp, because a harness is only as good as its weakest contact. '.repeat(
          4,
        ),
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
