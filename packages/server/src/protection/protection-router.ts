import { Router } from 'express';
import type { Container } from 'inversify';
import { tokens } from '../container/tokens';
import { AttemptLimiter } from './AttemptLimiter';
import { locateProtectedPage } from './locate-protected-page';
import { passwordGateRouter } from './password-gate-router';
import { SignedCookiePageAccess } from './SignedCookiePageAccess';

/**
 * The password gate's form posts, wired from the container. Only an access check that can grant
 * access (the signed cookie one) takes passwords; with any other binding there is nothing to post.
 */
export function protectionRouter(container: Container): Router {
  const access = container.get(tokens.PageAccess);
  if (!(access instanceof SignedCookiePageAccess)) return Router();
  const config = container.get(tokens.Config);
  const content = container.get(tokens.ContentSource);
  return passwordGateRouter({
    access,
    limiter: new AttemptLimiter({ clock: container.get(tokens.Clock) }),
    locate: (request) => locateProtectedPage(content, request),
    logger: container.get(tokens.Logger),
    publicOriginIsHttps: config.publicOrigin?.startsWith('https:') ?? false,
  });
}
