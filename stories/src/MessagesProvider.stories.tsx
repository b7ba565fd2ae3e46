import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessagesProvider, NotFoundPage, messagesFor } from '@kmx/ui';

/** Every text of the components comes from the messages this provider hands down. */
const meta = {
  title: 'Foundations/MessagesProvider',
  component: MessagesProvider,
  args: {
    messages: messagesFor('de'),
    children: <NotFoundPage path="/de/nirgendwo" homeHref="/de" />,
  },
} satisfies Meta<typeof MessagesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const English: Story = {
  args: {
    messages: messagesFor('en'),
    children: <NotFoundPage path="/en/nowhere" homeHref="/en" />,
  },
};
