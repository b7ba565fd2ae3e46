import type { Meta, StoryObj } from '@storybook/react-vite';
import { LocationLanguageSelector } from '@kmx/ui';
import { exampleFrame, germanFrame, manyCountriesFrame } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/LocationLanguageSelector',
  component: LocationLanguageSelector,
  args: { languages: exampleFrame.languages, countries: exampleFrame.countries },
} satisfies Meta<typeof LocationLanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** About 250 countries: the panel offers a filter field. */
export const ManyCountries: Story = { args: { countries: manyCountriesFrame.countries } };

export const German: Story = {
  args: { languages: germanFrame.languages, countries: germanFrame.countries },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile, args: { countries: manyCountriesFrame.countries } };
