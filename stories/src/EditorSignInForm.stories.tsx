import type { Meta, StoryObj } from '@storybook/react-vite';
import { EditorSignInForm } from '@kmx/ui/editor';
import { withEditorMessages } from './with-editor-messages';

const nothing = () => undefined;

const meta = {
  title: 'Editor/EditorSignInForm',
  component: EditorSignInForm,
  decorators: [withEditorMessages],
  args: { busy: false, failure: null, answers: 0, onSubmit: nothing },
} satisfies Meta<typeof EditorSignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Busy: Story = { args: { busy: true } };

export const WrongPassword: Story = { args: { failure: { kind: 'wrong-password' } } };

export const TooManyAttempts: Story = {
  args: { failure: { kind: 'limited', retryAfterSeconds: 840 } },
};

export const Failed: Story = { args: { failure: { kind: 'failed' } } };

export const German: Story = { globals: { language: 'de' } };

export const GermanBusy: Story = { args: { busy: true }, globals: { language: 'de' } };

export const GermanWrongPassword: Story = {
  args: { failure: { kind: 'wrong-password' } },
  globals: { language: 'de' },
};

export const GermanTooManyAttempts: Story = {
  args: { failure: { kind: 'limited', retryAfterSeconds: 840 } },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { failure: { kind: 'failed' } },
  globals: { language: 'de' },
};
