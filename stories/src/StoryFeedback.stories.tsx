import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFeedback } from '@kmx/ui';

const meta = {
  title: 'Stories/StoryFeedback',
  component: StoryFeedback,
  args: { onAnswer: () => undefined },
} satisfies Meta<typeof StoryFeedback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {};

export const German: Story = { globals: { language: 'de' } };
