import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { TableBlock } from '@kmx/ui';
import { exampleTableBlock } from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** Blocks take their colours from the content page's theme class. */
const inTheme =
  (theme: 'default' | 'dark' | 'light'): Decorator =>
  (Story) => (
    <div className={`content-page theme-${theme}`}>
      <Story />
    </div>
  );

const meta = {
  title: 'Blocks/TableBlock',
  component: TableBlock,
  args: { block: exampleTableBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof TableBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutCaption: Story = {
  args: { block: { ...exampleTableBlock, caption: null, footnote: null } },
};

export const ManyColumns: Story = {
  args: {
    block: {
      ...exampleTableBlock,
      caption: 'Share data',
      head: [
        'Year',
        'Shares issued',
        'Treasury shares',
        'Shares outstanding',
        'Dividend (CHF)',
        'Payout ratio',
      ],
      rows: [
        ['2022', '5,133,947', '1,120', '5,132,827', '6.00', '52 %'],
        ['2021', '5,133,947', '2,310', '5,131,637', '4.50', '48 %'],
      ],
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
