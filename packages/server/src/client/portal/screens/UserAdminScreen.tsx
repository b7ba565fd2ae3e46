import type { UserAdminQuery } from '@kmx/domain/portal';
import { parseUserAdminQuery, userAdminSearch, userAdminSorts } from '@kmx/domain/portal';
import {
  InviteForm,
  UserAdminList,
  type AdminOrganization,
  type AdminUserPage,
  type InviteFormState,
  type InviteRequest,
  type UserAdminListState,
} from '@kmx/ui/portal';
import { useMemo, useRef, useState } from 'react';
import { useCleanAddress } from '../address-state';
import { IdmRequestError } from '../idm-request';
import { createIdmUsers, isMailTaken, technicalDetails, type IdmUsers } from '../idm-users';
import { portalRouteHref } from '../portal-routes';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useLoad, type LoadState } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

interface ListAnswer {
  readonly organizations: readonly AdminOrganization[];
  readonly page: AdminUserPage;
}

function listState(state: LoadState<ListAnswer>, details: string): UserAdminListState {
  if (state.kind === 'failed') return { kind: 'failed', details };
  return state.kind === 'loaded' ? { kind: 'loaded', page: state.value.page } : { kind: 'loading' };
}

/** The invite's form and its outcome; `round` gives a fresh form for the next invite. */
function useInvite(portal: PortalScreenContext, users: IdmUsers, onSent: () => void) {
  const [state, setState] = useState<InviteFormState>({ kind: 'editing' });
  const [round, setRound] = useState(0);
  const userHref = (id: string) => portalRouteHref(portal.view.localeCode, { kind: 'user', id });

  const submit = async (request: InviteRequest) => {
    setState({ kind: 'busy' });
    try {
      const invite = await users.invite({
        mail: request.email,
        organisationId: request.organizationId,
        application: request.application,
        role: request.role,
      });
      setState({ kind: 'sent', invite, userHref: userHref(invite.userId) });
      onSent();
    } catch (error) {
      portal.report('The invite could not be sent', error);
      if (isMailTaken(error)) {
        // Spec portal 8: "User already exists" links to the profile, when the admin may see it.
        const id = await users.userIdByMail(request.email).catch(() => null);
        setState({ kind: 'exists', userHref: id === null ? null : userHref(id) });
        return;
      }
      const mailProblem =
        error instanceof IdmRequestError ? error.policy.get('mail')?.[0] : undefined;
      setState(
        mailProblem === undefined
          ? { kind: 'failed', details: technicalDetails(error) }
          : { kind: 'invalid', emailProblem: mailProblem },
      );
    }
  };
  return {
    state,
    round,
    submit: (request: InviteRequest) => void submit(request),
    another: () => {
      setState({ kind: 'editing' });
      setRound((count) => count + 1);
    },
  };
}

/**
 * `/user-admin`: the users the administrator may see, with filters, search, sort and page in the
 * address (`?status=pending&organisation=…&q=…&page=2`), the waiting requests counted, and the
 * invite. The identity service scopes every call to the administrator's organisations.
 */
export function UserAdminScreen({ portal }: { portal: PortalScreenContext }) {
  const { messages, url, history, view } = portal;
  useScreenTitle(portal, messages['portal.app.title.userAdmin']);
  const users = useMemo(() => createIdmUsers(portal.idm), [portal.idm]);
  const query: UserAdminQuery = parseUserAdminQuery(url.searchParams);
  const search = userAdminSearch(query);
  useCleanAddress(history, url, search);
  const failure = useRef('');
  const [reloads, setReloads] = useState(0);
  const report = (what: string) => (error: unknown) => {
    failure.current = technicalDetails(error);
    portal.report(what, error);
  };

  const [state, retry] = useLoad(
    `${search}#${String(reloads)}`,
    async (): Promise<ListAnswer> => {
      const organizations = await users.organizations();
      return { organizations, page: await users.list(query, organizations) };
    },
    report('The users could not be loaded'),
  );
  const [pending] = useLoad(
    `pending#${String(reloads)}`,
    () => users.pendingCount(),
    (error) => portal.report('The waiting requests could not be counted', error),
  );
  const organizations = state.kind === 'failed' ? [] : (state.value?.organizations ?? []);
  const invite = useInvite(portal, users, () => setReloads((count) => count + 1));
  const hrefFor = (next: UserAdminQuery) => `${url.pathname}${userAdminSearch(next)}`;

  return (
    <UserAdminList
      localeCode={view.localeCode}
      query={query}
      state={listState(state, failure.current)}
      organizations={organizations}
      pending={pending.kind === 'loaded' ? pending.value : null}
      sorts={userAdminSorts}
      hrefFor={hrefFor}
      userHref={(id) => portalRouteHref(view.localeCode, { kind: 'user', id })}
      onQueryChange={(next) => history.push(hrefFor(next))}
      onRetry={retry}
      invite={
        <InviteForm
          key={invite.round}
          localeCode={view.localeCode}
          organizations={organizations}
          state={invite.state}
          onSubmit={invite.submit}
          onAnother={invite.another}
        />
      }
    />
  );
}
