import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundPage } from '@kmx/ui';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { path: '/en/no/such/page', homeHref: '/en' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongPath: Story = {
  args: { path: `/en/${'very-long-segment/'.repeat(12)}end` },
};

export const German: Story = {
  args: { path: '/de/keine/seite', homeHref: '/de' },
  globals: { language: 'de' },
};

/** Issue 20: the 404 page offers a search form to the search page (a GET form, no script). */
export const WithSearch: Story = {
  args: { searchAction: '/en/search' },
};

export const WithSearchGerman: Story = {
  args: { path: '/de/keine/seite', homeHref: '/de', searchAction: '/de/search' },
  globals: { language: 'de' },
};
