import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { DemoUser } from './demo-users';
import { errorPage, loginPage } from './identity-pages';
import { unlimitedLogins, type LoginAttemptGate } from './login-attempts';
import { checkLogin } from './login-check';
import { readForm, sendHtml } from './request-form';

export interface InteractionPagesSettings {
  readonly provider: Provider;
  readonly users: readonly DemoUser[];
  readonly stylesheetHref: string;
  /** `{issuer path}/interaction`: the pages answer at `/{uid}` and `/{uid}/login` below it. */
  readonly basePath: string;
  /** Counts wrong passwords per account and address; no limit when left out. */
  readonly loginAttempts?: LoginAttemptGate;
}

/**
 * The provider's own sign-in and consent steps, driven through `oidc-provider`'s interaction API:
 * `GET {base}/{uid}` shows the sign-in form (or grants consent, see below) and
 * `POST {base}/{uid}/login` checks the credentials.
 */
export function interactionPages(settings: InteractionPagesSettings) {
  const { provider, stylesheetHref } = settings;
  const attempts = settings.loginAttempts ?? unlimitedLogins;

  async function show(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await findInteraction(req, res, uid);
    if (details === undefined) return;
    switch (details.prompt.name) {
      case 'login':
        sendHtml(res, 200, loginPage({ stylesheetHref, action: loginAction(uid) }));
        return;
      case 'consent':
        await provider.interactionFinished(req, res, await grantConsent(details), {
          mergeWithLastSubmission: true,
        });
        return;
      default:
        refuse(res, 'invalid_request', `unsupported prompt ${details.prompt.name}`);
    }
  }

  async function submitLogin(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await findInteraction(req, res, uid);
    if (details === undefined) return;
    if (details.prompt.name !== 'login') {
      refuse(res, 'invalid_request', 'this sign-in step has already been completed');
      return;
    }
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    // Past the limit even the right password is refused, so guessing on cannot find it.
    const wait = await attempts.waitSeconds(req, email);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait)));
      const page = loginPage({
        stylesheetHref,
        action: loginAction(uid),
        email,
        error: 'ATTEMPTS_EXCEEDED',
      });
      sendHtml(res, 429, page);
      return;
    }
    const outcome = checkLogin(settings.users, { email, password: form.get('password') ?? '' });
    if (outcome.kind === 'refused') {
      if (outcome.code === 'CREDENTIALS_WRONG') await attempts.wrongPassword(req, email);
      const page = loginPage({
        stylesheetHref,
        action: loginAction(uid),
        email,
        error: outcome.code,
      });
      sendHtml(res, 400, page);
      return;
    }
    const result = { login: { accountId: outcome.user.subject, amr: ['pwd'] } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  /**
   * The portal is the provider's only client and first-party, so consent is given for it without
   * a screen: the grant receives exactly the scopes and claims the provider found missing.
   */
  async function grantConsent(details: Interaction): Promise<InteractionResults> {
    const accountId = details.session?.accountId;
    const clientId = details.params['client_id'];
    if (accountId === undefined || typeof clientId !== 'string') {
      throw new errors.SessionNotFound('interaction has no signed-in account');
    }
    const existing =
      details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId);
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const scopes = strings(details.prompt.details['missingOIDCScope']);
    const claims = strings(details.prompt.details['missingOIDCClaims']);
    if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
    if (claims.length > 0) grant.addOIDCClaims(claims);
    const grantId = await grant.save();
    return { consent: existing === undefined ? { grantId } : {} };
  }

  async function findInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(req, res);
      if (details.uid === uid) return details;
      refuse(res, 'invalid_request', 'interaction session not found');
    } catch (error) {
      if (!(error instanceof errors.OIDCProviderError)) throw error;
      refuse(res, error.error, error.error_description);
    }
    return undefined;
  }

  function refuse(res: ServerResponse, error: string, description: string | undefined) {
    const details = { error, error_description: description };
    sendHtml(res, 400, errorPage({ stylesheetHref, details }));
  }

  function loginAction(uid: string): string {
    return `${settings.basePath}/${encodeURIComponent(uid)}/login`;
  }

  return { show, submitLogin };
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
