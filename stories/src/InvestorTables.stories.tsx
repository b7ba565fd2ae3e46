import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvestorTables } from '@kmx/ui';
import { exampleInvestor } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Modules/InvestorTables',
  component: InvestorTables,
  args: { investor: exampleInvestor, locale: 'en-CH' },
} satisfies Meta<typeof InvestorTables>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTables: Story = {};

/** The share page: share counts and dividends in CHF. */
export const ShareAndDividend: Story = {
  args: { investor: { ...exampleInvestor, financialCalendar: [] } },
};

/** The financial calendar page: dates of 2023. */
export const FinancialCalendar: Story = {
  args: { investor: { ...exampleInvestor, shareCounts: [], dividends: [] } },
};

export const Empty: Story = {
  args: { investor: { shareCounts: [], dividends: [], financialCalendar: [] } },
};

export const GermanInSwitzerland: Story = {
  args: { locale: 'de-CH' },
  globals: { language: 'de' },
};

export const GermanInGermany: Story = {
  args: { locale: 'de-DE' },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile };
