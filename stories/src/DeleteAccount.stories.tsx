import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteAccount } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/Account/DeleteAccount',
  component: DeleteAccount,
  args: {
    email: 'sara.lind@ostara.example',
    canDelete: true,
    busy: false,
    failure: null,
    onDelete: () => undefined,
  },
} satisfies Meta<typeof DeleteAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: /Delete my account|löschen/ }));
};

export const Closed: Story = {};

export const Open: Story = { play: openDialog };

export const Deleting: Story = { args: { busy: true }, play: openDialog };

export const Failed: Story = {
  args: { failure: { failure: 503, serviceMessage: 'Service unavailable' } },
  play: openDialog,
};

export const InternalEmployee: Story = { args: { canDelete: false } };

export const German: Story = { globals: { language: 'de' } };

export const GermanOpen: Story = { play: openDialog, globals: { language: 'de' } };
