export { startSandbox } from './start-sandbox';
export type { RunningSandbox, SandboxOptions, SandboxService } from './start-sandbox';
export { startSandboxWorker } from './worker/start-sandbox-worker';
export type { EmbeddedSandbox, SandboxWorkerOptions } from './worker/start-sandbox-worker';
export { createContentService } from './content/content-service';
export { listenOnLoopback } from './http/loopback';
export type { LoopbackServer } from './http/loopback';
export { absoluteMediaUrl, mediaHandler, mediaSvg, withMedia } from './media/media';
export type { SearchDocument } from './search/SearchDocument';

// --- content ---
export type { ContentServiceOptions } from './content/content-service';
export type { PurgeEndpoint } from './content/CachePurgeNotice';
export { sandboxContentToken } from './content/content-token';
export { contentSearchDocuments } from './content/content-search-documents';
// --- end content ---

// --- content items ---
export { contentItemsSearchDocuments } from './content/items-search-documents';
// --- end content items ---

// --- catalogue ---
export { createCatalogueService } from './catalogue/catalogue-service';
export {
  catalogueRelatedStories,
  catalogueSearchDocuments,
} from './catalogue/catalogue-search-documents';
// --- end catalogue ---

// --- ticketing and search ---
export { createTicketingService } from './ticketing/ticketing-service';
export type { TicketingServiceOptions } from './ticketing/ticketing-service';
export { subjectHeaderName } from './ticketing/ticketing-identity';
export { createSearchService, searchPageSize, suggestionLimit } from './search/search-service';
export type { SearchServiceOptions } from './search/search-service';
// --- end ticketing and search ---

// --- inventory and wire-flow ---
export { createInventoryService } from './inventory/inventory-service';
export { createWireFlowService } from './wire-flow/wire-flow-service';
// --- end inventory and wire-flow ---

// --- identity ---
export { createIdentityProvider } from './identity/identity-provider';
export type { IdentityProvider, IdentityProviderOptions } from './identity/identity-provider';
export type { LoginAttemptGate } from './identity/login-attempts';
export { demoUsers } from './identity/demo-users';
export type { DemoUser } from './identity/demo-users';
export {
  defaultPortalClientId,
  identityCookieNames,
  identityRoutes,
  portalScopes,
  sandboxIdentityIssuerPath,
} from './identity/identity-routes';
export { loginMessages } from './identity/login-messages';
export { demoSignIn } from './identity/demo-sign-in';
export type { DemoSignInOptions, DemoTokens } from './identity/demo-sign-in';
export type { AccountDirectory, DirectoryAccount } from './identity/AccountDirectory';
export { demoUserDirectory } from './identity/demo-user-directory';
export { idmDirectory } from './identity/idm-directory';
export { createEmbeddedIdentity } from './identity/embedded-identity';
export type { EmbeddedIdentity, EmbeddedIdentityOptions } from './identity/embedded-identity';
// --- end identity ---

// --- identity management ---
export { createIdmService } from './idm/idm-service';
export type { IdmServiceOptions } from './idm/idm-service';
export { IdmStore } from './idm/idm-store';
export { idmDemoData } from './idm/idm-demo-data';
export { userinfoAuthenticate } from './idm/idm-caller';
export type { IdmAuthenticate, IdmCaller } from './idm/idm-caller';
// --- end identity management ---

// --- forms inbox ---
export { createFormsInbox } from './forms-inbox/forms-inbox';
export type { FormsInboxOptions } from './forms-inbox/forms-inbox';
export type { InboxEntry } from './forms-inbox/forms-inbox-store';
// --- end forms inbox ---
