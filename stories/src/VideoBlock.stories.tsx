import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { VideoBlock } from '@kmx/ui';
import { exampleVideoBlock, exampleVideoFileBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/VideoBlock',
  component: VideoBlock,
  args: { block: exampleVideoBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof VideoBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const VideoFile: Story = { args: { block: exampleVideoFileBlock } };

export const WithoutPoster: Story = {
  args: {
    block: {
      ...exampleVideoBlock,
      video: { ...exampleVideoBlock.video, thumbnail: null },
      caption: null,
    },
  },
};

export const LongTitle: Story = {
  args: {
    block: {
      ...exampleVideoBlock,
      video: {
        ...exampleVideoBlock.video,
        title:
          'How a fully automated harness line cuts, strips, crimps and seals wires in one pass, explained step by step',
      },
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
