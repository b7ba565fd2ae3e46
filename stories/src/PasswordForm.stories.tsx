import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordForm } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/Account/PasswordForm',
  component: PasswordForm,
  args: { editable: true, busy: false, changes: 0, failure: null, onSubmit: () => undefined },
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const Changing: Story = { args: { busy: true } };

export const Changed: Story = { args: { changes: 1 } };

export const WrongCurrentPassword: Story = { args: { failure: { kind: 'reauth' } } };

export const PolicyFailures: Story = {
  args: {
    failure: {
      kind: 'policy',
      fields: new Map([
        [
          'next',
          [
            { code: 'MIN_LENGTH', params: { minLength: '8' } },
            { code: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps: '1' } },
          ],
        ],
      ]),
    },
  },
};

export const Failed: Story = {
  args: { failure: { kind: 'error', failure: 'timeout', serviceMessage: '' } },
};

export const ReadOnly: Story = { args: { editable: false } };

export const German: Story = { globals: { language: 'de' } };

export const GermanWrongCurrentPassword: Story = {
  ...WrongCurrentPassword,
  globals: { language: 'de' },
};

export const GermanReadOnly: Story = { args: { editable: false }, globals: { language: 'de' } };
