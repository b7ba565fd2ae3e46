import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MeasurementSystem } from '@kmx/domain/site';
import { TechnicalData } from '@kmx/ui';
import { exampleProductPageProduct } from '@kmx/ui/examples';
import { useState } from 'react';

function Interactive({ start }: { readonly start: MeasurementSystem }) {
  const [system, setSystem] = useState(start);
  return (
    <TechnicalData
      specifications={exampleProductPageProduct.specifications}
      system={system}
      onSystemChange={setSystem}
    />
  );
}

const meta = {
  title: 'Catalogue/TechnicalData',
  component: TechnicalData,
  args: {
    specifications: exampleProductPageProduct.specifications,
    system: 'Metric',
    onSystemChange: () => undefined,
  },
} satisfies Meta<typeof TechnicalData>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metric: Story = {};

export const Imperial: Story = { args: { system: 'Imperial' } };

/** The toggle switches the figures at once. */
export const Toggling: Story = { render: () => <Interactive start="Metric" /> };

export const German: Story = { globals: { language: 'de' } };

export const NothingInThisSystem: Story = {
  args: {
    specifications: [{ name: 'Weight', value: '48', unit: 'kg', measurementSystem: 'Metric' }],
    system: 'Imperial',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
