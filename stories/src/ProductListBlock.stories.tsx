import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlockSettingsProvider, ProductListBlock, defaultBlockSettings } from '@kmx/ui';
import { exampleProductLinks, exampleProductListBlock } from '@kmx/ui/examples';

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

/** The targets the content loader supplies; a product not offered in the country has none. */
const withLinks =
  (productLinks: typeof exampleProductLinks): Decorator =>
  (Story) => (
    <BlockSettingsProvider
      settings={{
        ...defaultBlockSettings,
        linkContext: { localeCode: 'en-ch', siteSlug: null },
        productLinks,
      }}
    >
      <Story />
    </BlockSettingsProvider>
  );

const manyLinks = Object.fromEntries(
  [
    'cutter-355',
    'stripper-480',
    'zeta-650',
    'crimp-centre-gamma-333',
    'sealing-station-s-1440',
    'press-30',
  ].map((slug) => [
    slug,
    { name: slug.replaceAll('-', ' ').toUpperCase(), href: `/en-ch/products/${slug}` },
  ]),
);

const meta = {
  title: 'Blocks/ProductListBlock',
  component: ProductListBlock,
  args: { block: exampleProductListBlock },
  decorators: [inTheme('default'), withLinks(exampleProductLinks)],
} satisfies Meta<typeof ProductListBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Only the products offered in the visitor's country are listed (zeta-650 is not). */
export const WithCatalogueNames: Story = {};

export const NoneOfferedInCountry: Story = {
  decorators: [
    (Story) => (
      <div>
        <p>A list whose products are none offered in the country draws nothing:</p>
        <Story />
      </div>
    ),
    withLinks({}),
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
  decorators: [withLinks(manyLinks)],
};

export const DarkTheme: Story = { decorators: [inTheme('dark')] };

export const LightTheme: Story = { decorators: [inTheme('light')] };

export const Mobile: Story = { ...mobile };
