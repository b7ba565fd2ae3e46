import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageModules } from '@kmx/ui';
import { exampleModules } from '@kmx/ui/examples';

const meta = {
  title: 'Modules/PageModules',
  component: PageModules,
  args: { modules: exampleModules, locale: { language: 'en', country: 'CH' } },
} satisfies Meta<typeof PageModules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKind: Story = {};

export const International: Story = { args: { locale: { language: 'en', country: 'ALL' } } };

export const German: Story = {
  args: { locale: { language: 'de', country: 'CH' } },
  globals: { language: 'de' },
};
