import type { Meta, StoryObj } from '@storybook/react-vite';
import { TableOfContents } from '@kmx/ui';

const headings = [
  { id: 'overview', title: 'Overview', level: 2 },
  { id: 'cutting', title: 'Cutting and stripping', level: 3 },
  { id: 'crimping', title: 'Crimping', level: 3 },
  { id: 'quality', title: 'Quality on every crimp', level: 2 },
] as const;

const meta = {
  title: 'Blocks/TableOfContents',
  component: TableOfContents,
  args: { headings },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const LongHeadings: Story = {
  args: {
    headings: [
      ...headings,
      {
        id: 'long',
        title: 'How a fully automated harness line cuts, strips, crimps and seals in one pass',
        level: 2,
      },
    ],
  },
};

export const LightTheme: Story = {
  decorators: [
    (Story) => (
      <div className="content-page theme-light">
        <Story />
      </div>
    ),
  ],
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
