import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from '@kmx/ui';
import { exampleUser } from '@kmx/ui/examples';

const meta = {
  title: 'Furniture/UserMenu',
  component: UserMenu,
  args: { portalHref: '/en-ch/mykomax' },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the server renders: the browser alone knows whether someone is signed in. */
export const SignedOut: Story = {};

export const SignedIn: Story = { args: { user: exampleUser } };

export const SignedInWithoutDirect: Story = { args: { user: { name: 'Anna Muster' } } };

export const LongName: Story = {
  args: { user: { name: 'Maximiliane Alexandra von Hohenberg-Stauffacher' } },
};

export const German: Story = {
  args: { portalHref: '/de-ch/mykomax', user: exampleUser },
  globals: { language: 'de' },
};
