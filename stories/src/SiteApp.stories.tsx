import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteApp } from '@kmx/ui';

const meta = {
  title: 'Pages/SiteApp',
  component: SiteApp,
  args: {
    view: {
      kind: 'not-found',
      language: 'de',
      homeHref: '/de',
      frame: null,
      path: '/de/nirgendwo',
    },
  },
} satisfies Meta<typeof SiteApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GermanNotFound: Story = {};
