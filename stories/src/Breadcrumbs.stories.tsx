import type { Meta, StoryObj } from '@storybook/react-vite';
import { breadcrumbTrail, notFoundBreadcrumbTrail } from '@kmx/domain/navigation';
import { Breadcrumbs } from '@kmx/ui';
import { exampleFrame, germanFrame, longTitlesFrame } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const home = { title: 'Home', route: '/en' };

const meta = {
  title: 'Furniture/Breadcrumbs',
  component: Breadcrumbs,
  args: { trail: exampleFrame.breadcrumbs },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DeepPage: Story = {
  args: {
    trail: breadcrumbTrail(home, [
      { title: 'Company', breadcrumbOverride: null, url: '/en/company' },
      { title: 'History', breadcrumbOverride: null, url: '/en/company/history' },
      { title: 'Milestones', breadcrumbOverride: null, url: '/en/company/history/milestones' },
    ]),
  },
};

/** Spec 2.7: an unknown page shows Home then 404. */
export const NotFound: Story = { args: { trail: notFoundBreadcrumbTrail(home, '/en/nope') } };

export const LongTitles: Story = { args: { trail: longTitlesFrame.breadcrumbs } };

export const German: Story = {
  args: { trail: germanFrame.breadcrumbs },
  globals: { language: 'de' },
};

/** Small screens show only the back link to the parent. */
export const Mobile: Story = { ...mobile };
