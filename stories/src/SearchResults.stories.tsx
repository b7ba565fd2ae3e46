import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchResults, initialSearchState, type SearchState } from '@kmx/ui';
import { exampleSearchRecords } from '@kmx/ui/examples';

const answered: SearchState = {
  query: 'wire',
  status: 'done',
  records: exampleSearchRecords.slice(0, 10),
  total: exampleSearchRecords.length,
  pageSize: 10,
  page: 1,
};

const meta = {
  title: 'Furniture/SiteSearch/SearchResults',
  component: SearchResults,
  args: { state: answered, language: 'en', onMore: () => undefined },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMore: Story = {};

export const AllListed: Story = {
  args: { state: { ...answered, records: exampleSearchRecords, page: 3 } },
};

export const LoadingMore: Story = { args: { state: { ...answered, status: 'loading' } } };

export const Loading: Story = {
  args: { state: { ...initialSearchState, query: 'wire', status: 'loading' } },
};

export const Empty: Story = {
  args: { state: { ...answered, query: 'zzz', records: [], total: 0 } },
};

export const Failed: Story = {
  args: { state: { ...initialSearchState, query: 'wire', status: 'failed' } },
};

export const German: Story = { args: { language: 'de' }, globals: { language: 'de' } };
