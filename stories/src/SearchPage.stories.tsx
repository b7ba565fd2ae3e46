import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchPage } from '@kmx/ui';
import { exampleFrame, exampleSearchRecords, germanFrame } from '@kmx/ui/examples';

const meta = {
  title: 'Pages/SearchPage',
  component: SearchPage,
  args: {
    view: {
      kind: 'search',
      language: 'en',
      homeHref: '/en-ch',
      frame: exampleFrame,
      query: 'wire',
      results: {
        records: exampleSearchRecords.slice(0, 10),
        total: exampleSearchRecords.length,
        page: 1,
        pageSize: 10,
      },
      failed: false,
    },
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/en-ch/search?q=wire`: the first page, "show N more" links to `&page=2`. */
export const Results: Story = {};

export const BeforeASearch: Story = {
  args: { view: { ...meta.args.view, query: '', results: null } },
};

export const NothingFound: Story = {
  args: {
    view: {
      ...meta.args.view,
      query: 'qqqxqqq',
      results: { records: [], total: 0, page: 1, pageSize: 10 },
    },
  },
};

export const Failed: Story = {
  args: { view: { ...meta.args.view, results: null, failed: true } },
};

export const German: Story = {
  args: { view: { ...meta.args.view, language: 'de', frame: germanFrame } },
  globals: { language: 'de' },
};
