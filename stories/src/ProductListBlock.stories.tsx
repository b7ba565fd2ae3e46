import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlockSettingsProvider, ProductListBlock, defaultBlockSettings } from '@kmx/ui';
import { exampleProductListBlock } from '@kmx/ui/examples';

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
  title: 'Blocks/ProductListBlock',
  component: ProductListBlock,
  args: { block: exampleProductListBlock },
  decorators: [inTheme('default')],
} satisfies Meta<typeof ProductListBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCatalogueNames: Story = {
  decorators: [
    (Story) => (
      <BlockSettingsProvider
        settings={{
          ...defaultBlockSettings,
          linkContext: { localeCode: 'de-ch', siteSlug: null },
          productNames: { 'cutter-355': 'Cutter 355 S', 'zeta-650': 'Zeta 650 Plus' },
        }}
      >
        <Story />
      </BlockSettingsProvider>
    ),
  ],
};

export const ManyProducts: Story = {
  args: {
    block: {
      ...exampleProductListBlock,
      productSlugs: [
        'cutter-355',
        'stripper-480',
        'zeta-650',
        'crimp-centre-gamma-333',
        'sealing-station-s-1440',
        'press-30',
      ],
    },
  },
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
