import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TicketListQuery } from '@kmx/domain/portal';
import { ticketListSearch } from '@kmx/domain/portal';
import { exampleTicketListPage, exampleTicketListQuery, exampleTicketNow } from '@kmx/ui/examples';
import { TicketList } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const emptyPage = { ...exampleTicketListPage, items: [], total: 0 };

const meta = {
  title: 'Portal/TicketList',
  component: TicketList,
  args: {
    localeCode: 'en',
    query: exampleTicketListQuery,
    state: { kind: 'loaded', page: exampleTicketListPage },
    hrefFor: (query: TicketListQuery) => `/en/mykomax/tickets/list${ticketListSearch(query)}`,
    ticketHref: (id: string) => `/en/mykomax/tickets/${id}`,
    newTicketHref: '/en/mykomax/tickets/newticket',
    onQueryChange: () => undefined,
    onRetry: () => undefined,
    now: exampleTicketNow,
  },
} satisfies Meta<typeof TicketList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every ticket status, newest first, page 1 of 3. */
export const Loaded: Story = {};

export const SortedAndFiltered: Story = {
  args: {
    query: { ...exampleTicketListQuery, mine: true, machine: 'Alpha 550 #1', sort: 'subject:asc' },
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const Empty: Story = { args: { state: { kind: 'loaded', page: emptyPage } } };

export const NoResults: Story = {
  args: {
    state: { kind: 'loaded', page: emptyPage },
    query: { ...exampleTicketListQuery, status: 'awaitingCustomer', text: 'feeder' },
  },
};

export const Failed: Story = { args: { state: { kind: 'failed' } } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = { args: { localeCode: 'de-ch' }, globals: { language: 'de' } };

export const GermanEmpty: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'loaded', page: emptyPage } },
  globals: { language: 'de' },
};

export const GermanNoResults: Story = {
  args: {
    localeCode: 'de-ch',
    state: { kind: 'loaded', page: emptyPage },
    query: { ...exampleTicketListQuery, mine: true },
  },
  globals: { language: 'de' },
};

export const GermanLoading: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'loading' } },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'failed' } },
  globals: { language: 'de' },
};
