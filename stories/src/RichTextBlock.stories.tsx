import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RichTextBlock } from '@kmx/ui';
import { exampleLongRichTextBlock, exampleRichTextBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/RichTextBlock',
  component: RichTextBlock,
  args: { block: exampleRichTextBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof RichTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = { args: { block: exampleLongRichTextBlock } };

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
