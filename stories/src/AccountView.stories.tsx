import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AccountView,
  DeleteAccount,
  MfaDevice,
  PasswordForm,
  ProfileForm,
  type ProfileValues,
} from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const yuki: ProfileValues = {
  firstName: 'Yuki',
  lastName: 'Tanaka',
  company: 'Meridian Wiring Systems',
  telephone: '',
  address: '',
  postalCode: '',
  city: 'Osaka',
  country: 'JP',
  language: 'ja',
};

const nothing = () => undefined;

function Sections({ internal, language }: { internal: boolean; language: string }) {
  return (
    <>
      <ProfileForm
        values={yuki}
        email="yuki.tanaka@meridian.example"
        language={language}
        editable={!internal}
        busy={false}
        saved={false}
        failure={null}
        onSubmit={nothing}
      />
      <PasswordForm
        editable={!internal}
        busy={false}
        changes={0}
        failure={null}
        onSubmit={nothing}
      />
      <MfaDevice
        state={{ kind: internal ? 'on' : 'off' }}
        canEnable={!internal}
        busy={false}
        failure={null}
        notice={null}
        onEnable={nothing}
        onConfirm={nothing}
        onCancel={nothing}
        onReset={nothing}
      />
      <DeleteAccount
        email="yuki.tanaka@meridian.example"
        canDelete={!internal}
        busy={false}
        failure={null}
        onDelete={nothing}
      />
    </>
  );
}

const meta = {
  title: 'Portal/Account/AccountView',
  component: AccountView,
  args: { state: 'loaded', onRetry: nothing },
} satisfies Meta<typeof AccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = { args: { state: 'failed' } };

export const Customer: Story = {
  render: (args) => (
    <AccountView {...args}>
      <Sections internal={false} language="en" />
    </AccountView>
  ),
};

export const InternalEmployee: Story = {
  render: (args) => (
    <AccountView {...args}>
      <Sections internal language="en" />
    </AccountView>
  ),
};

export const German: Story = {
  render: (args) => (
    <AccountView {...args}>
      <Sections internal={false} language="de" />
    </AccountView>
  ),
  globals: { language: 'de' },
};

export const GermanInternalEmployee: Story = {
  render: (args) => (
    <AccountView {...args}>
      <Sections internal language="de" />
    </AccountView>
  ),
  globals: { language: 'de' },
};

export const GermanFailed: Story = { args: { state: 'failed' }, globals: { language: 'de' } };
