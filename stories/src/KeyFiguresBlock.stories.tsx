import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyFiguresBlock } from '@kmx/ui';
import { exampleKeyFiguresBlock, exampleKeyFiguresBlockGerman } from '@kmx/ui/examples';

const meta = {
  title: 'Blocks/KeyFiguresBlock',
  component: KeyFiguresBlock,
  args: { block: exampleKeyFiguresBlock },
} satisfies Meta<typeof KeyFiguresBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { args: { block: exampleKeyFiguresBlockGerman } };

export const TwoFigures: Story = {
  args: {
    block: { ...exampleKeyFiguresBlock, figures: exampleKeyFiguresBlock.figures.slice(0, 2) },
  },
};

export const WithoutTitle: Story = { args: { block: { ...exampleKeyFiguresBlock, title: null } } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
