import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAdminOrganizations, exampleSentInvite } from '@kmx/ui/examples';
import { InviteForm } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/InviteForm',
  component: InviteForm,
  args: {
    localeCode: 'en',
    organizations: exampleAdminOrganizations,
    state: { kind: 'editing' },
    onSubmit: () => undefined,
    onAnother: () => undefined,
  },
} satisfies Meta<typeof InviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const OneOrganisation: Story = {
  args: { organizations: exampleAdminOrganizations.slice(0, 1) },
};

export const Busy: Story = { args: { state: { kind: 'busy' } } };

export const UserExists: Story = {
  args: { state: { kind: 'exists', userHref: '/en/mykomax/user-admin/cablecraft-user-004' } },
};

export const UserExistsOutOfReach: Story = { args: { state: { kind: 'exists', userHref: null } } };

export const InvalidEmail: Story = {
  args: {
    state: { kind: 'invalid', emailProblem: { code: 'VALID_EMAIL_ADDRESS_FORMAT', params: {} } },
  },
};

export const Failed: Story = {
  args: { state: { kind: 'failed', details: '403 You do not administer this organisation' } },
};

export const Sent: Story = {
  args: {
    state: { kind: 'sent', invite: exampleSentInvite, userHref: '/en/mykomax/user-admin/u-new' },
  },
};

export const German: Story = { args: { localeCode: 'de-ch' }, globals: { language: 'de' } };

export const GermanUserExists: Story = {
  args: {
    localeCode: 'de-ch',
    state: { kind: 'exists', userHref: '/de-ch/mykomax/user-admin/cablecraft-user-004' },
  },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'failed', details: 'timeout' } },
  globals: { language: 'de' },
};

export const GermanSent: Story = {
  args: {
    localeCode: 'de-ch',
    state: { kind: 'sent', invite: exampleSentInvite, userHref: '/de-ch/mykomax/user-admin/u-new' },
  },
  globals: { language: 'de' },
};
