import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { AddToComparisonButton, ComparePanel, SiteServicesProvider } from '@kmx/ui';
import type { SiteServices } from '@kmx/ui';
import {
  exampleComparisonBasket,
  exampleComparisonServices,
  exampleFrame,
  exampleWithdrawnComparisonEntries,
  germanFrame,
} from '@kmx/ui/examples';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

function WithServices({ services, children }: { services: SiteServices; children: ReactNode }) {
  return <SiteServicesProvider services={services}>{children}</SiteServicesProvider>;
}

// One set of services per story, made once: the basket survives re-renders as on a page.
const filled = exampleComparisonServices({ basket: exampleComparisonBasket });
const filledGerman = exampleComparisonServices({ basket: exampleComparisonBasket });
const filledMobile = exampleComparisonServices({ basket: exampleComparisonBasket });
const loading = exampleComparisonServices({ basket: exampleComparisonBasket, answer: 'pending' });
const failing = exampleComparisonServices({ basket: exampleComparisonBasket, answer: 'failure' });
const empty = exampleComparisonServices();
const withdrawn = exampleComparisonServices({
  basket: {
    groups: [
      ...exampleComparisonBasket.groups,
      { classificationSlug: 'crimping', products: exampleWithdrawnComparisonEntries },
    ],
  },
});

const meta = {
  title: 'Comparison/ComparePanel',
  component: ComparePanel,
  args: { locale: exampleFrame.locale, siteSlug: null },
} satisfies Meta<typeof ComparePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: /\(3\)/ }));
};

export const FloatingButton: Story = {
  render: (args) => (
    <WithServices services={filled}>
      <ComparePanel {...args} />
    </WithServices>
  ),
};

export const Open: Story = { ...FloatingButton, play: openPanel };

export const Loading: Story = {
  render: (args) => (
    <WithServices services={loading}>
      <ComparePanel {...args} />
    </WithServices>
  ),
  play: openPanel,
};

export const LoadingFailed: Story = {
  render: (args) => (
    <WithServices services={failing}>
      <ComparePanel {...args} />
    </WithServices>
  ),
  play: openPanel,
};

/**
 * Products no longer offered in the country: named by the name kept in the basket, or, for an
 * entry stored before names were kept, from the slug (`cutter-640` reads "Cutter 640").
 */
export const ProductsNoLongerOffered: Story = {
  render: (args) => (
    <WithServices services={withdrawn}>
      <ComparePanel {...args} />
    </WithServices>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /\(5\)/ }));
  },
};

/** An empty basket shows no panel: add a product with the button to make it appear. */
export const EmptyBasket: Story = {
  render: (args) => (
    <WithServices services={empty}>
      <AddToComparisonButton
        productSlug="cutter-355"
        classificationSlug="cutting"
        productName="Cutter 355"
      />
      <ComparePanel {...args} />
    </WithServices>
  ),
};

export const German: Story = {
  args: { locale: germanFrame.locale },
  globals: { language: 'de' },
  render: (args) => (
    <WithServices services={filledGerman}>
      <ComparePanel {...args} />
    </WithServices>
  ),
  play: openPanel,
};

export const Mobile: Story = {
  ...mobile,
  render: (args) => (
    <WithServices services={filledMobile}>
      <ComparePanel {...args} />
    </WithServices>
  ),
  play: openPanel,
};
