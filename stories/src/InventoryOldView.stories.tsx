import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultInventoryQuery } from '@kmx/domain/portal';
import {
  emptyInventoryPage,
  exampleInventoryPage,
  exampleLargeInventoryPage,
} from '@kmx/ui/examples';
import { InventoryOldView } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';
import { inventoryStoryHref, newTicketStoryHref } from './inventory-story-links';

const meta = {
  title: 'Portal/InventoryOldView',
  component: InventoryOldView,
  args: {
    localeCode: 'en',
    state: { kind: 'loaded', page: exampleInventoryPage },
    query: defaultInventoryQuery,
    hrefFor: inventoryStoryHref('/en/mykomax/inventory/old'),
    onQueryChange: () => undefined,
    onRetry: () => undefined,
    newTicketHref: newTicketStoryHref,
  },
} satisfies Meta<typeof InventoryOldView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const ManyPages: Story = {
  args: { state: { kind: 'loaded', page: exampleLargeInventoryPage } },
};

export const Loading: Story = { args: { state: { kind: 'loading', page: null } } };

export const Empty: Story = { args: { state: { kind: 'loaded', page: emptyInventoryPage } } };

export const NoResults: Story = {
  args: {
    state: { kind: 'loaded', page: emptyInventoryPage },
    query: { ...defaultInventoryQuery, text: 'Omega 999' },
  },
};

export const Failed: Story = { args: { state: { kind: 'failed' } } };

export const German: Story = {
  args: { localeCode: 'de-ch', hrefFor: inventoryStoryHref('/de-ch/mykomax/inventory/old') },
  globals: { language: 'de' },
};

export const GermanEmpty: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'loaded', page: emptyInventoryPage } },
  globals: { language: 'de' },
};
