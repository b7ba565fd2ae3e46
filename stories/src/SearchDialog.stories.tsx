import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchDialog } from '@kmx/ui';
import { exampleSearchServices } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/SiteSearch/SearchDialog',
  component: SearchDialog,
  args: {
    open: true,
    onClose: () => undefined,
    services: exampleSearchServices(),
    localeCode: 'en',
    siteSlug: null,
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, nothing typed yet: type two letters to see suggestions. */
export const Open: Story = {};

/** Ten of 23 hits, with "show 10 more". */
export const ResultsWithMore: Story = { args: { initialQuery: 'wire' } };

export const ResultsInGerman: Story = {
  args: { initialQuery: 'wire', localeCode: 'de-CH' },
  globals: { language: 'de' },
};

export const Empty: Story = {
  args: { initialQuery: 'zzz', services: exampleSearchServices({ answer: 'empty' }) },
};

export const Failed: Story = {
  args: { initialQuery: 'wire', services: exampleSearchServices({ answer: 'failure' }) },
};

export const Loading: Story = {
  args: { initialQuery: 'wire', services: exampleSearchServices({ answer: 'pending' }) },
};

export const ResultsOnMobile: Story = { ...mobile, args: { initialQuery: 'wire' } };
