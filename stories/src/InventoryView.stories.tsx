import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultInventoryQuery } from '@kmx/domain/portal';
import {
  emptyInventoryPage,
  exampleInventoryPage,
  exampleLargeInventoryPage,
} from '@kmx/ui/examples';
import { InventoryView } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';
import { inventoryStoryHref, newTicketStoryHref } from './inventory-story-links';

const meta = {
  title: 'Portal/InventoryView',
  component: InventoryView,
  args: {
    localeCode: 'en',
    state: { kind: 'loaded', page: exampleInventoryPage },
    query: defaultInventoryQuery,
    hrefFor: inventoryStoryHref('/en/mykomax/inventory'),
    onQueryChange: () => undefined,
    onRetry: () => undefined,
    newTicketHref: newTicketStoryHref,
  },
} satisfies Meta<typeof InventoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** The organisation with 300 machines, filtered by plant, on page 2. */
export const ManyPages: Story = {
  args: {
    state: { kind: 'loaded', page: exampleLargeInventoryPage },
    query: { ...defaultInventoryQuery, plant: 'plant-bern', page: 2 },
  },
};

export const LoadingFirstPage: Story = { args: { state: { kind: 'loading', page: null } } };

/** A new filter loading while the last page stays on screen. */
export const LoadingAfterChange: Story = {
  args: { state: { kind: 'loading', page: exampleInventoryPage } },
};

export const Empty: Story = { args: { state: { kind: 'loaded', page: emptyInventoryPage } } };

export const NoResults: Story = {
  args: {
    state: { kind: 'loaded', page: emptyInventoryPage },
    query: { ...defaultInventoryQuery, text: 'Omega 999' },
  },
};

export const Failed: Story = { args: { state: { kind: 'failed' } } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = {
  args: { localeCode: 'de-ch', hrefFor: inventoryStoryHref('/de-ch/mykomax/inventory') },
  globals: { language: 'de' },
};

export const GermanNoResults: Story = {
  args: {
    localeCode: 'de-ch',
    state: { kind: 'loaded', page: emptyInventoryPage },
    query: { ...defaultInventoryQuery, text: 'Omega 999' },
  },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'failed' } },
  globals: { language: 'de' },
};
