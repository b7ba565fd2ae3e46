import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { ImageBlock } from '@kmx/ui';
import { exampleAsideImageBlock, exampleCoverBlock, exampleImageBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/ImageBlock',
  component: ImageBlock,
  args: { block: exampleImageBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof ImageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Stretched: Story = { args: { block: exampleCoverBlock } };

export const BreakOut: Story = {
  args: {
    block: { ...exampleImageBlock, layout: 'breakOut', caption: 'A break-out image, 980 wide' },
  },
};

export const Aside: Story = { args: { block: exampleAsideImageBlock } };

export const LongCaption: Story = {
  args: {
    block: {
      ...exampleImageBlock,
      caption:
        'The Cutter 355 cuts and strips wires from 0.13 to 6 mm², with quick-change tooling, recipes shared across the line and changeover in minutes, on every shift of the week.',
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
