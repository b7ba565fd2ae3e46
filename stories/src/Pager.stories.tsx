import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pager } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/Pager',
  component: Pager,
  args: {
    page: 1,
    pageSize: 20,
    total: 240,
    localeCode: 'en',
    hrefFor: (page: number) => `/en/mykomax/inventory?page=${page}`,
    onPage: () => undefined,
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 12: only a link to the next page. */
export const FirstPage: Story = {};

export const MiddlePage: Story = { args: { page: 6 } };

/** Page 12 of 12: only a link to the previous page. */
export const LastPage: Story = { args: { page: 12 } };

// Everything on one page: the pager renders nothing, so it has no story (its test covers it).

export const German: Story = {
  args: { localeCode: 'de-ch', hrefFor: (page: number) => `/de-ch/mykomax/inventory?page=${page}` },
  globals: { language: 'de' },
};

export const GermanMiddlePage: Story = {
  args: {
    page: 6,
    localeCode: 'de-ch',
    hrefFor: (page: number) => `/de-ch/mykomax/inventory?page=${page}`,
  },
  globals: { language: 'de' },
};

export const GermanLastPage: Story = {
  args: {
    page: 12,
    localeCode: 'de-ch',
    hrefFor: (page: number) => `/de-ch/mykomax/inventory?page=${page}`,
  },
  globals: { language: 'de' },
};
