import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Deny the request?',
    text: 'Clara Adler asked for Wire-flow at Cablecraft Assemblies. Denying declines the request.',
    confirmLabel: 'Deny',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deny: Story = {};

/** Spec portal 6: removing an organisation that takes the administrator's own rights warns first. */
export const RemoveOwnOrganisation: Story = {
  args: {
    title: 'Remove the organisation?',
    text: 'Jonas Wendel is removed from Ostara Kabeltechnik, with every application there.',
    warning:
      'Warning: this removes your own administrator rights for Ostara Kabeltechnik. You will no longer see or manage its users.',
    confirmLabel: 'Remove organisation',
  },
};

export const DeleteUser: Story = {
  args: {
    title: 'Delete the user?',
    text: "Clara Adler's account and access to every application are removed. This cannot be undone.",
    confirmLabel: 'Delete user',
  },
};

export const German: Story = {
  args: {
    title: 'Anfrage ablehnen?',
    text: 'Clara Adler hat Wire-Flow bei Cablecraft Assemblies angefragt. Mit dem Ablehnen wird die Anfrage abgelehnt.',
    confirmLabel: 'Ablehnen',
  },
  globals: { language: 'de' },
};

export const GermanWarning: Story = {
  args: {
    title: 'Organisation entfernen?',
    text: 'Jonas Wendel wird aus Ostara Kabeltechnik entfernt, mit allen Anwendungen dort.',
    warning:
      'Achtung: Damit entfernen Sie Ihre eigenen Administrationsrechte für Ostara Kabeltechnik.',
    confirmLabel: 'Organisation entfernen',
  },
  globals: { language: 'de' },
};
