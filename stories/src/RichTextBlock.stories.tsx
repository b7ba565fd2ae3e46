import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichTextBlock } from '@kmx/ui';

const meta = {
  title: 'Blocks/RichTextBlock',
  component: RichTextBlock,
  args: {
    block: {
      id: 'intro',
      type: 'RichText',
      html: '<h2>Cutting and stripping</h2><p>From <strong>0.13 to 6 mm²</strong>, with <a href="#">quick-change tooling</a>.</p><ul><li>Recipes shared across the line</li><li>Changeover in minutes</li></ul>',
    },
  },
} satisfies Meta<typeof RichTextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Formatted: Story = {};
export const LongText: Story = {
  args: {
    block: {
      id: 'long',
      type: 'RichText',
      html: `<p>${'Fully automatic crimping of wires from 0.22 to 6 mm², with seal loading and quality monitoring on every crimp. '.repeat(12)}</p>`,
    },
  },
};
