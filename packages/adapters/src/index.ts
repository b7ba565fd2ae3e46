export { GraphqlContentSource } from './graphql/GraphqlContentSource';
export type { ContentPages, GraphqlContentSourceOptions } from './graphql/GraphqlContentSource';
export { UpstreamDataError } from './graphql/UpstreamDataError';
