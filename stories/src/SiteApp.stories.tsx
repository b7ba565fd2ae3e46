import type { Meta, StoryObj } from '@storybook/react-vite';
import { messagesFor, SiteApp } from '@kmx/ui';
import { exampleFrame } from '@kmx/ui/examples';

const meta = {
  title: 'Pages/SiteApp',
  component: SiteApp,
  args: {
    messages: messagesFor('de'),
    view: {
      kind: 'not-found',
      language: 'de',
      homeHref: '/de',
      frame: null,
      path: '/de/nirgendwo',
    },
  },
} satisfies Meta<typeof SiteApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GermanNotFound: Story = {};

export const ErrorView: Story = {
  args: { messages: messagesFor('en'), view: { kind: 'error', language: 'en', homeHref: '/en' } },
};

export const NotFoundWithFrame: Story = {
  args: {
    messages: messagesFor('en'),
    view: {
      kind: 'not-found',
      language: 'en',
      homeHref: '/en-ch',
      frame: exampleFrame,
      path: '/en-ch/no/such/page',
    },
  },
};
