import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { FlashMessageBlock } from '@kmx/ui';
import { exampleFlashMessageBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/FlashMessageBlock',
  component: FlashMessageBlock,
  args: { block: exampleFlashMessageBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof FlashMessageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutLink: Story = {
  args: {
    block: {
      id: 'notice',
      type: 'FlashMessage',
      message: {
        title: 'Welcome',
        text: 'Our new <strong>cutting and stripping</strong> range is here.',
      },
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
