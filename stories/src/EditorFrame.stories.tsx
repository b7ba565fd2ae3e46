import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EditorSite } from '@kmx/domain/editor';
import { EditorFrame, type EditorFrameChoices } from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

const nothing = (): void => undefined;

const sites: readonly EditorSite[] = [
  { id: 'main', name: 'Komax', slug: null, languages: ['en', 'de', 'fr'] },
  { id: 'events', name: 'Komax Events', slug: 'events', languages: ['en', 'de'] },
];

const choices: EditorFrameChoices = {
  sites,
  siteId: 'main',
  language: 'de',
  stage: 'PUBLISHED',
  onChange: nothing,
};

const meta = {
  title: 'Editor/EditorFrame',
  component: EditorFrame,
  decorators: [withEditorMessages],
  args: {
    choices,
    onSignOut: nothing,
    children: <p>The screen of the moment goes here.</p>,
  },
} satisfies Meta<typeof EditorFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const Draft: Story = { args: { choices: { ...choices, stage: 'DRAFT' } } };

// Signed out: no choices, no sign-out button, the password form inside.
export const SignedOut: Story = {
  render: (args) => <EditorFrame {...args} choices={null} onSignOut={null} />,
};

export const SigningOut: Story = { args: { signingOut: true } };

export const SignOutFailed: Story = { args: { signOutFailed: true } };

export const German: Story = {
  args: { children: <p>Hier steht der jeweilige Bildschirm.</p> },
  globals: { language: 'de' },
};

export const GermanDraft: Story = {
  args: {
    choices: { ...choices, stage: 'DRAFT' },
    children: <p>Hier steht der jeweilige Bildschirm.</p>,
  },
  globals: { language: 'de' },
};

export const GermanSignedOut: Story = {
  render: (args) => (
    <EditorFrame {...args} choices={null} onSignOut={null}>
      <p>Hier steht das Passwortformular.</p>
    </EditorFrame>
  ),
  globals: { language: 'de' },
};

export const GermanSigningOut: Story = {
  args: { signingOut: true, children: <p>Hier steht der jeweilige Bildschirm.</p> },
  globals: { language: 'de' },
};

export const GermanSignOutFailed: Story = {
  args: { signOutFailed: true, children: <p>Hier steht der jeweilige Bildschirm.</p> },
  globals: { language: 'de' },
};
