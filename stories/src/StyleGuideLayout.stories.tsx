import type { Meta, StoryObj } from '@storybook/react-vite';
import { StyleGuideLayout } from '@kmx/ui';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Furniture/StyleGuideLayout',
  component: StyleGuideLayout,
  args: {
    section: 'style-guide',
    children: (
      <section>
        <h1>Style guide</h1>
        <p>The building blocks of the site, each in every state.</p>
      </section>
    ),
  },
} satisfies Meta<typeof StyleGuideLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};

export const Buttons: Story = {
  args: {
    section: 'style-guide-buttons',
    children: (
      <section>
        <h1>Buttons</h1>
        <button type="button" className="button">
          Primary
        </button>
      </section>
    ),
  },
};

export const German: Story = {
  args: { section: 'style-guide-typography' },
  globals: { language: 'de' },
};

export const Mobile: Story = { ...mobile, args: { section: 'style-guide-email-links' } };
