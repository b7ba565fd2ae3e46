import type { Meta, StoryObj } from '@storybook/react-vite';
import { TalkToExpert } from '@kmx/ui';

const mobile = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

const meta = {
  title: 'Catalogue/TalkToExpert',
  component: TalkToExpert,
  args: { contactLink: { title: 'Contact', href: '/en/contact', newTab: false } },
} satisfies Meta<typeof TalkToExpert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link to the contact page; on a page with the contact panel it opens the panel instead. */
export const WithContactPage: Story = {};

/** A site without a contact page: a button that opens the panel. */
export const WithoutContactPage: Story = { args: { contactLink: null } };

export const German: Story = { globals: { language: 'de' } };

export const Mobile: Story = { ...mobile };
