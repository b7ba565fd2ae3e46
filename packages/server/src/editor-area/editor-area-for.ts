import type { Clock, Logger } from '@kmx/domain/ports';
import type { Config } from '../config/config';
import type { SignedCookieEditorAccess } from '../draft/SignedCookieEditorAccess';
import type { EditorAreaRouterOptions } from './editor-area-router';
import { editorPasswordInForce } from './editor-password';
import { EditorSessions } from './EditorSessions';
import { EditorSignInLimit } from './EditorSignInLimit';

/**
 * The editor area of this process, made once by the app, over the process's editor access (the
 * cookie the draft proxy and the cache flags check; its key includes the password in force).
 */
export function editorAreaFor(
  config: Parameters<typeof editorPasswordInForce>[0] & Pick<Config, 'publicOrigin'>,
  access: SignedCookieEditorAccess,
  clock: Clock,
  logger: Logger,
): EditorAreaRouterOptions {
  const password = editorPasswordInForce(config);
  return {
    sessions: password === null ? null : new EditorSessions(password, access, clock),
    limit: new EditorSignInLimit(),
    logger,
    publicOriginIsHttps: config.publicOrigin?.startsWith('https:') ?? false,
    config,
  };
}
