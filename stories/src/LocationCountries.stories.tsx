import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationCountries } from '@kmx/ui';
import { allCountries, exampleLocation } from '@kmx/ui/examples';
import { withCountries } from './with-countries';

const meta = {
  title: 'Furniture/LocationCountries',
  component: LocationCountries,
  decorators: [withCountries()],
  args: {
    location: exampleLocation,
    siteId: 'site-main',
    language: 'en',
    open: true,
    headingId: 'location-heading',
  },
} satisfies Meta<typeof LocationCountries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The location selector's open panel: the countries, the current one marked. */
export const Default: Story = {};

/** About 250 countries: a filter field above them. */
export const ManyCountries: Story = { decorators: [withCountries(allCountries())] };

export const Loading: Story = { decorators: [withCountries(undefined, 'pending')] };

export const Failed: Story = { decorators: [withCountries(undefined, 'failure')] };
