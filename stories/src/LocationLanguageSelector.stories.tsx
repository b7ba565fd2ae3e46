import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationLanguageSelector } from '@kmx/ui';
import { allCountries, exampleFrame, germanFrame } from '@kmx/ui/examples';
import { withCountries } from './with-countries';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/LocationLanguageSelector',
  component: LocationLanguageSelector,
  decorators: [withCountries()],
  args: {
    languages: exampleFrame.languages,
    location: exampleFrame.location,
    siteId: exampleFrame.site.id,
    language: 'en',
  },
} satisfies Meta<typeof LocationLanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** About 250 countries: the panel offers a filter field. */
export const ManyCountries: Story = { decorators: [withCountries(allCountries())] };

/** The countries are on their way (open the panel). */
export const LoadingCountries: Story = {
  decorators: [withCountries(undefined, 'pending')],
};

/** The countries endpoint failed (open the panel): a message and "Try again". */
export const CountriesFailed: Story = {
  decorators: [withCountries(undefined, 'failure')],
};

export const German: Story = {
  args: { languages: germanFrame.languages, location: germanFrame.location, language: 'de' },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile, decorators: [withCountries(allCountries())] };
