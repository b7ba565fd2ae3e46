export { createPortalAuth } from './portal-auth';
export type { PortalAuth } from './portal-auth';
export {
  logLevels,
  portalSignInSettings,
  sdkDefaults,
  silentCallbackPath,
  tokenStores,
} from './config/auth-config';
export type { LogLevel, PortalAuthConfig, TokenStoreName } from './config/auth-config';
export { serverPathNames } from './config/server-paths';
export type { ServerPathName, ServerPaths } from './config/server-paths';
export type { GetTokensOptions } from './tokens/token-manager';
export { endSessionModes } from './session/logout';
export type { EndSessionMode, LogoutOptions } from './session/logout';
export { browserEnvironment } from './environment/browser-environment';
export type {
  AuthEnvironment,
  LogConsole,
  NamedLocks,
  Timers,
} from './environment/AuthEnvironment';
export { isPortalAuthError, PortalAuthError, portalAuthErrorCodes } from './errors/PortalAuthError';
export type { PortalAuthErrorCode } from './errors/PortalAuthError';
