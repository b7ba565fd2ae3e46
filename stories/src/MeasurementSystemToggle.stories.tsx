import type { Meta, StoryObj } from '@storybook/react-vite';
import { MeasurementSystemToggle } from '@kmx/ui';

const meta = {
  title: 'Catalogue/MeasurementSystemToggle',
  component: MeasurementSystemToggle,
  args: { system: 'Metric', onChange: () => undefined },
} satisfies Meta<typeof MeasurementSystemToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metric: Story = {};

export const Imperial: Story = { args: { system: 'Imperial' } };

export const German: Story = { globals: { language: 'de' } };
