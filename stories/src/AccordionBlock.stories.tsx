import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { AccordionBlock } from '@kmx/ui';
import { exampleAccordionBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/AccordionBlock',
  component: AccordionBlock,
  args: { block: exampleAccordionBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof AccordionBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutTitle: Story = { args: { block: { ...exampleAccordionBlock, title: null } } };

export const LongAnswers: Story = {
  args: {
    block: {
      ...exampleAccordionBlock,
      items: exampleAccordionBlock.items.map((item) => ({
        ...item,
        html: `<p>${'Our service engineers visit within two working days and carry the common spare parts. '.repeat(6)}</p>`,
      })),
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
