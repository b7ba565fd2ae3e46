import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { DownloadsBlock } from '@kmx/ui';
import { exampleDownloadsBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/DownloadsBlock',
  component: DownloadsBlock,
  args: { block: exampleDownloadsBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof DownloadsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const LongFileNames: Story = {
  args: {
    block: {
      ...exampleDownloadsBlock,
      files: exampleDownloadsBlock.files.map((file) => ({
        ...file,
        name: `${file.name}: operating instructions, safety notes and maintenance schedule, edition 2024`,
      })),
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
