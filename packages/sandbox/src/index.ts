export { startSandbox } from './start-sandbox';
export type { RunningSandbox, SandboxOptions } from './start-sandbox';
export { localeHeaderName } from './content/locale-preference';
export { createContentService } from './content/content-service';
export { listenOnLoopback } from './http/loopback';
export type { LoopbackServer } from './http/loopback';
export { absoluteMediaUrl, mediaHandler, mediaSvg, withMedia } from './media/media';
export type { SearchDocument } from './search/SearchDocument';

// --- content ---
// --- end content ---

// --- content items ---
// --- end content items ---

// --- catalogue ---
// --- end catalogue ---

// --- ticketing and search ---
// --- end ticketing and search ---
