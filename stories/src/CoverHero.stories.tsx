import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoverHero } from '@kmx/ui';
import { exampleCoverBlock } from '@kmx/ui/examples';

const meta = {
  title: 'Blocks/CoverHero',
  component: CoverHero,
  args: { cover: exampleCoverBlock, title: 'Precision wire processing' },
} satisfies Meta<typeof CoverHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutCaption: Story = { args: { cover: { ...exampleCoverBlock, caption: null } } };

export const LongTitle: Story = {
  args: {
    title:
      'Fully automated cutting, stripping, crimping and sealing for wire harness manufacturers worldwide',
  },
};

export const DarkTheme: Story = {
  decorators: [
    (Story) => (
      <div className="content-page theme-dark">
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
