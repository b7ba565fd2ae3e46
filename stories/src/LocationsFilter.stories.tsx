import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationsFilter } from '@kmx/ui';

const meta = {
  title: 'Modules/LocationsFilter',
  component: LocationsFilter,
  args: {
    filter: { country: null, type: null },
    countries: [
      { code: 'DE', name: 'Germany' },
      { code: 'CH', name: 'Switzerland' },
    ],
    types: ['Headquarters', 'Production'],
    filtered: false,
    hydrated: true,
    onCountry: () => undefined,
    onType: () => undefined,
    onChoose: () => undefined,
  },
} satisfies Meta<typeof LocationsFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Once hydrated each choice filters at once: no button to send the form. */
export const Unfiltered: Story = {};

export const Filtered: Story = {
  args: { filter: { country: 'DE', type: 'Production' }, filtered: true },
};

/** Before scripts run: a GET form with its button, and "show all" as a link. */
export const WithoutScripts: Story = {
  args: { filter: { country: 'DE', type: null }, filtered: true, hydrated: false },
};

export const German: Story = {
  args: {
    countries: [
      { code: 'DE', name: 'Deutschland' },
      { code: 'CH', name: 'Schweiz' },
    ],
  },
  globals: { language: 'de' },
};
