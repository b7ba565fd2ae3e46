import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleAdminId, exampleAdminUser } from '@kmx/ui/examples';
import { UserDetail } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const meta = {
  title: 'Portal/UserDetail',
  component: UserDetail,
  args: {
    localeCode: 'en',
    state: { kind: 'loaded', user: exampleAdminUser },
    listHref: '/en/mykomax/user-admin',
    adminId: exampleAdminId,
    adminOrganizationIds: ['org-cablecraft', 'org-ostara'],
    busy: false,
    failure: null,
    saved: false,
    onAccess: () => undefined,
    onRemoveOrganization: () => undefined,
    onDelete: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof UserDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user with an access in every status of the matrix, in two organisations. */
export const Loaded: Story = {};

/** The administrator's own user: nothing that raises a role is offered. */
export const OwnUser: Story = {
  args: { state: { kind: 'loaded', user: { ...exampleAdminUser, id: exampleAdminId } } },
};

export const OneOrganisationManaged: Story = { args: { adminOrganizationIds: ['org-cablecraft'] } };

export const Busy: Story = { args: { busy: true } };

export const Saved: Story = { args: { saved: true } };

export const ActionFailed: Story = {
  args: {
    failure: {
      action: 'accept-request',
      details: '409 This action is not offered for this access',
    },
  },
};

export const Loading: Story = { args: { state: { kind: 'loading' } } };

export const NoPermission: Story = { args: { state: { kind: 'noPermission' } } };

export const NotFound: Story = { args: { state: { kind: 'notFound' } } };

export const Failed: Story = { args: { state: { kind: 'failed', details: 'timeout' } } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const German: Story = { args: { localeCode: 'de-ch' }, globals: { language: 'de' } };

export const GermanActionFailed: Story = {
  args: {
    localeCode: 'de-ch',
    failure: { action: 'remove-organization', details: '403 Access denied' },
  },
  globals: { language: 'de' },
};

export const GermanNoPermission: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'noPermission' } },
  globals: { language: 'de' },
};

export const GermanNotFound: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'notFound' } },
  globals: { language: 'de' },
};

export const GermanLoading: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'loading' } },
  globals: { language: 'de' },
};
