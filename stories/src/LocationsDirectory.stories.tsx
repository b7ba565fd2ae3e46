import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationsDirectory } from '@kmx/ui';
import { exampleLocations } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Modules/LocationsDirectory',
  component: LocationsDirectory,
  args: {
    locations: exampleLocations,
    countryCodes: ['CH', 'DE'],
    types: ['Headquarters', 'Production'],
    filter: { country: null, type: null },
    locale: 'en-CH',
  },
} satisfies Meta<typeof LocationsDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllLocations: Story = {};

export const FilteredByCountry: Story = { args: { filter: { country: 'DE', type: null } } };

export const FilteredByCountryAndType: Story = {
  args: { filter: { country: 'CH', type: 'Production' } },
};

export const NothingMatches: Story = {
  args: {
    locations: exampleLocations.filter((location) => location.countryCode === 'CH'),
    filter: { country: 'DE', type: null },
  },
};

export const LongNames: Story = {
  args: {
    locations: exampleLocations.map((location) => ({
      ...location,
      name: `${location.name}, sales, service and application centre for cable processing`,
    })),
  },
};

export const German: Story = {
  args: { locale: 'de-CH' },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile };
