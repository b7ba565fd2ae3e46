import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserAdminQuery } from '@kmx/domain/portal';
import { userAdminSearch } from '@kmx/domain/portal';
import {
  exampleAdminOrganizations,
  exampleAdminUserPage,
  exampleSentInvite,
  exampleUserAdminQuery,
} from '@kmx/ui/examples';
import { InviteForm, UserAdminList } from '@kmx/ui/portal';
import '@kmx/ui/portal.css';

const emptyPage = { ...exampleAdminUserPage, items: [], total: 0 };

const meta = {
  title: 'Portal/UserAdminList',
  component: UserAdminList,
  args: {
    localeCode: 'en',
    query: exampleUserAdminQuery,
    state: { kind: 'loaded', page: exampleAdminUserPage },
    organizations: exampleAdminOrganizations,
    pending: 3,
    sorts: ['name:asc', 'name:desc', 'email:asc'],
    hrefFor: (query: UserAdminQuery) => `/en/mykomax/user-admin${userAdminSearch(query)}`,
    userHref: (id: string) => `/en/mykomax/user-admin/${id}`,
    onQueryChange: () => undefined,
    onRetry: () => undefined,
    invite: (
      <InviteForm
        localeCode="en"
        organizations={exampleAdminOrganizations}
        state={{ kind: 'editing' }}
        onSubmit={() => undefined}
        onAnother={() => undefined}
      />
    ),
  },
} satisfies Meta<typeof UserAdminList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One user per access status, page 1 of 7, three requests waiting. */
export const Loaded: Story = {};

export const Filtered: Story = {
  args: {
    query: {
      ...exampleUserAdminQuery,
      status: 'pending',
      organization: 'org-ostara',
      text: 'adler',
    },
  },
};

export const NoRequestsWaiting: Story = { args: { pending: 0 } };

export const Loading: Story = { args: { state: { kind: 'loading' }, pending: null } };

export const Empty: Story = { args: { state: { kind: 'loaded', page: emptyPage } } };

export const NoResults: Story = {
  args: {
    state: { kind: 'loaded', page: emptyPage },
    query: { ...exampleUserAdminQuery, text: 'nobody' },
  },
};

export const Failed: Story = {
  args: { state: { kind: 'failed', details: '503 Service Unavailable' } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const WithSentInvite: Story = {
  args: {
    invite: (
      <InviteForm
        localeCode="en"
        organizations={exampleAdminOrganizations}
        state={{
          kind: 'sent',
          invite: exampleSentInvite,
          userHref: '/en/mykomax/user-admin/u-new',
        }}
        onSubmit={() => undefined}
        onAnother={() => undefined}
      />
    ),
  },
};

export const German: Story = { args: { localeCode: 'de-ch' }, globals: { language: 'de' } };

export const GermanEmpty: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'loaded', page: emptyPage } },
  globals: { language: 'de' },
};

export const GermanNoResults: Story = {
  args: {
    localeCode: 'de-ch',
    state: { kind: 'loaded', page: emptyPage },
    query: { ...exampleUserAdminQuery, status: 'declined' },
  },
  globals: { language: 'de' },
};

export const GermanLoading: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'loading' }, pending: null },
  globals: { language: 'de' },
};

export const GermanFailed: Story = {
  args: { localeCode: 'de-ch', state: { kind: 'failed', details: 'timeout' } },
  globals: { language: 'de' },
};
