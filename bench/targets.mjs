// The targets `npm run bench` checks (docs/performance.md, DESIGN.md "Speed and resilience by design").
export const targets = {
  /** A page-cache hit costs about what sending a string costs. */
  hitToFixedString: 0.8,
  /** A fresh render from cached data costs little more than the render itself. */
  freshToBareRender: 0.7,
  /** Concurrent cold requests share one upstream call per query. */
  maxCallsPerQuery: 1,
  /** Gzipped JavaScript of a public page's first load. */
  maxFirstLoadGzipBytes: 100_000,
  /** Gzipped JavaScript the portal's first screen loads beyond a public page's (issue 16). */
  maxPortalFirstScreenGzipBytes: 60_000,
  /** Search at this many connections for this many seconds (issue 15): no failed answer… */
  searchLoadConnections: 200,
  searchLoadSeconds: 10,
  /** …and a p99 below this. */
  searchLoadMaxP99Ms: 1000,
  /** The tickets proxy (issue 16): verifying the ID token is less than this share of a call. */
  ticketsProxyMaxVerificationShare: 0.1,
  /** Visitors' forms (issue 19): accepted submissions a second with the embedded database… */
  formsMinAcceptedPerSecond: 500,
  /** …and their p99. */
  formsMaxP99Ms: 50,
};

export function verdict(passed) {
  return passed ? 'PASS' : 'FAIL';
}
