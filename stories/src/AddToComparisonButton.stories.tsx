import type { Meta, StoryObj } from '@storybook/react-vite';
import { AddToComparisonButton, SiteServicesProvider } from '@kmx/ui';
import { exampleComparisonBasket, exampleComparisonServices } from '@kmx/ui/examples';
import { beforeHydration } from './with-comparison';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Comparison/AddToComparisonButton',
  component: AddToComparisonButton,
  args: {
    productSlug: 'cutter-120',
    classificationSlug: 'cutting',
    productName: 'Cutter 120',
  },
} satisfies Meta<typeof AddToComparisonButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInComparison: Story = {
  decorators: [
    (Story) => (
      <SiteServicesProvider services={exampleComparisonServices()}>
        <Story />
      </SiteServicesProvider>
    ),
  ],
};

export const InComparison: Story = {
  decorators: [
    (Story) => (
      <SiteServicesProvider
        services={exampleComparisonServices({ basket: exampleComparisonBasket })}
      >
        <Story />
      </SiteServicesProvider>
    ),
  ],
};

/** On the server and while hydrating: no basket yet, so the button is inert. */
export const BeforeHydration: Story = {
  decorators: [beforeHydration],
};

export const LongProductName: Story = {
  ...NotInComparison,
  args: {
    productName: 'Stripper 720 Coax with a deliberately long product name for narrow cards',
    productSlug: 'stripper-720-coax',
    classificationSlug: 'stripping',
  },
};

export const German: Story = { ...InComparison, globals: { language: 'de' } };

export const Mobile: Story = { ...NotInComparison, ...mobile };
