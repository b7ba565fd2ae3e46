import type { Meta, StoryObj } from '@storybook/react-vite';
import { AnchorNavigation } from '@kmx/ui';

const sections = [
  { id: 'overview', title: 'Overview', level: 2 },
  { id: 'impressions', title: 'Impressions from the plant', level: 2 },
  { id: 'questions', title: 'Frequently asked questions', level: 2 },
  { id: 'downloads', title: 'Downloads', level: 2 },
] as const;

const meta = {
  title: 'Blocks/AnchorNavigation',
  component: AnchorNavigation,
  args: { sections },
} satisfies Meta<typeof AnchorNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { language: 'de' } };

export const ManySections: Story = {
  args: {
    sections: [
      ...sections,
      { id: 'service', title: 'Service and spare parts worldwide', level: 2 },
      { id: 'training', title: 'Operator training', level: 2 },
      { id: 'contact', title: 'Talk to an Expert', level: 2 },
    ],
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
