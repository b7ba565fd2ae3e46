import type { AccessAction } from '@kmx/domain/portal';
import {
  UserDetail,
  type AccessChange,
  type AdminOrganization,
  type UserDetailFailure,
  type UserDetailState,
} from '@kmx/ui/portal';
import { useMemo, useRef, useState } from 'react';
import { createIdmUsers, technicalDetails, type UserLookup } from '../idm-users';
import { portalRouteHref } from '../portal-routes';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useLoad, type LoadState } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

interface UserAnswer {
  readonly organizations: readonly AdminOrganization[];
  readonly lookup: UserLookup;
}

/** A reload keeps the user on screen until the new answer is there. */
function detailState(state: LoadState<UserAnswer>, details: string): UserDetailState {
  if (state.kind === 'failed') return { kind: 'failed', details };
  if (state.value === null) return { kind: 'loading' };
  const { lookup } = state.value;
  return lookup.kind === 'found' ? { kind: 'loaded', user: lookup.user } : lookup;
}

/** After these the signed-in user's own roles may have changed (issue 17: shown without re-login). */
const raisingActions: readonly AccessAction[] = [
  'grant-access',
  'accept-request',
  'add-application',
  'edit',
];

/**
 * `/user-admin/{id}`: one user with their organisations and accesses, and the changes of the
 * access matrix, organisation removal and deletion. 403 is "No permission to view", 404 the
 * invalid-user error (spec portal 8); after every change the user is read again.
 */
export function UserScreen({ portal, id }: { portal: PortalScreenContext; id: string }) {
  const { messages, view, history } = portal;
  const users = useMemo(() => createIdmUsers(portal.idm), [portal.idm]);
  const [reloads, setReloads] = useState(0);
  const failureDetails = useRef('');
  const [loaded, retry] = useLoad(
    `user:${id}#${String(reloads)}`,
    async (): Promise<UserAnswer> => {
      const organizations = await users.organizations();
      return { organizations, lookup: await users.user(id, organizations) };
    },
    (error) => {
      failureDetails.current = technicalDetails(error);
      portal.report('The user could not be loaded', error);
    },
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UserDetailFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const state = detailState(loaded, failureDetails.current);
  const adminOrganizationIds =
    loaded.kind === 'failed'
      ? []
      : (loaded.value?.organizations.map((organization) => organization.id) ?? []);
  const listHref = portalRouteHref(view.localeCode, { kind: 'userAdmin' });
  useScreenTitle(
    portal,
    state.kind === 'loaded'
      ? state.user.fullName || state.user.email
      : state.kind === 'noPermission'
        ? messages['portal.account.noPermission']
        : messages['portal.userAdmin.detail.title'],
  );

  const run = (
    action: UserDetailFailure['action'],
    call: () => Promise<void>,
    after: () => void,
  ) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setSaved(false);
    call().then(
      () => {
        setBusy(false);
        setSaved(true);
        after();
      },
      (error: unknown) => {
        portal.report(`The user administration's ${action} failed`, error);
        setBusy(false);
        setFailure({ action, details: technicalDetails(error) });
        setReloads((count) => count + 1);
      },
    );
  };
  const reload = () => setReloads((count) => count + 1);

  return (
    <UserDetail
      localeCode={view.localeCode}
      state={state}
      listHref={listHref}
      adminId={portal.user.id}
      adminOrganizationIds={adminOrganizationIds}
      busy={busy}
      failure={failure}
      saved={saved}
      onAccess={(change: AccessChange) =>
        run(
          change.action,
          () => users.changeAccess(id, change),
          () => {
            reload();
            if (raisingActions.includes(change.action)) portal.refreshUser();
          },
        )
      }
      onRemoveOrganization={(organizationId) =>
        run(
          'remove-organization',
          () => users.removeOrganization(id, organizationId),
          () => {
            reload();
            portal.refreshUser();
          },
        )
      }
      onDelete={() =>
        run(
          'delete-user',
          () => users.remove(id),
          () => history.push(listHref),
        )
      }
      onRetry={retry}
    />
  );
}
