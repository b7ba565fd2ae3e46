/** Proves a request to the primary's identity server comes from one of its workers. */
export const clusterKeyHeader = 'x-kmx-cluster-key';
/** The visitor's address as the worker's Express saw it (behind `TRUST_PROXY`). */
export const visitorAddressHeader = 'x-kmx-visitor-address';
/** Where a worker asks whose an access token is (the `AccessTokenCheck` port, over loopback). */
export const accessTokenCheckPath = '/_kmx/access-token-check';
