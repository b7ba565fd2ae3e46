export { GraphqlContentSource } from './graphql/GraphqlContentSource';
export type { ContentPages, GraphqlContentSourceOptions } from './graphql/GraphqlContentSource';
export { GraphqlEndpoint } from './graphql/GraphqlEndpoint';
export type { GraphqlEndpointOptions, GraphqlQuery } from './graphql/GraphqlEndpoint';
export { UpstreamDataError } from './graphql/UpstreamDataError';

// --- content ---
// --- end content ---

// --- catalogue ---
// --- end catalogue ---

// --- ticketing and search ---
// --- end ticketing and search ---

// --- cache and storage ---
// --- end cache and storage ---
