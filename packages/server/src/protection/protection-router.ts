import { publishedRead } from '@kmx/domain/ports';
import type { ContentSource, ContextualSource, Logger } from '@kmx/domain/ports';
import { Router } from 'express';
import type { Config } from '../config/config';
import type { AttemptLimiter } from './AttemptLimiter';
import { locateProtectedPage } from './locate-protected-page';
import { passwordGateRouter } from './password-gate-router';
import type { PageAccessCheck } from './PageProtection';
import { SignedCookiePageAccess } from './SignedCookiePageAccess';

/** What the password gate's posts use. */
interface ProtectionServices {
  readonly pageAccess: PageAccessCheck;
  readonly config: Config;
  readonly content: ContextualSource<ContentSource>;
  /** Counts the password attempts (spec public-site 2.3). */
  readonly passwordAttempts: AttemptLimiter;
  readonly logger: Logger;
}

/**
 * The password gate's form posts. Only an access check that can grant access (the signed cookie
 * one) takes passwords; with any other binding there is nothing to post.
 */
export function protectionRouter(services: ProtectionServices): Router {
  const { pageAccess: access, config, passwordAttempts, logger } = services;
  if (!(access instanceof SignedCookiePageAccess)) return Router();
  const content = services.content.withContext(publishedRead);
  return passwordGateRouter({
    access,
    limiter: passwordAttempts,
    locate: (request) => locateProtectedPage(content, request),
    logger,
    publicOriginIsHttps: config.publicOrigin?.startsWith('https:') ?? false,
  });
}
