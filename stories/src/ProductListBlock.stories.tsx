import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlockSettingsProvider, ProductListBlock, defaultBlockSettings } from '@kmx/ui';
import {
  exampleComparisonServices,
  exampleProductLinks,
  exampleProductListBlock,
} from '@kmx/ui/examples';
import { beforeHydration, withComparison } from './with-comparison';

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

const emptyBasket = exampleComparisonServices();
const inBasket = exampleComparisonServices({
  basket: {
    groups: [
      {
        classificationSlug: 'cutting',
        products: [{ key: 'l1', slug: 'cutter-355', variantId: null, name: 'Cutter 355' }],
      },
    ],
  },
});

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
  decorators: [inTheme('default'), withLinks(exampleProductLinks), withComparison(emptyBasket)],
} satisfies Meta<typeof ProductListBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each product with a comparison group can join the comparison. */
export const Default: Story = {};

/** A listed product already in the comparison: its button is pressed. */
export const InComparison: Story = {
  decorators: [withComparison(inBasket)],
};

/** On the server and while hydrating: no basket yet, so the comparison buttons are inert. */
export const BeforeHydration: Story = {
  decorators: [beforeHydration],
};

/** Page data without comparison groups (services, products without a classification). */
export const NotComparable: Story = {
  decorators: [
    withLinks(
      Object.fromEntries(
        Object.entries(exampleProductLinks).map(([slug, { name, href }]) => [slug, { name, href }]),
      ),
    ),
  ],
};

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
