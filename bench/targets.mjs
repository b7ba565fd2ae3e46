// The targets `npm run bench` checks (docs/performance.md, DESIGN.md "Speed and resilience by design").
export const targets = {
  /** A page-cache hit costs about what sending a string costs. */
  hitToFixedString: 0.8,
  /**
   * A fresh render (data cached, page not) against the bench's bare Node server rendering and
   * sending the same payload (issue 21: the render + send floor, not the bare render loop).
   */
  freshToRenderAndSend: 0.55,
  /** Cold pages (issue 21), each upstream call 50 ms: the content page's p50… */
  coldContentMaxP50Ms: 200,
  /** …the product page's p50… */
  coldProductMaxP50Ms: 250,
  /** …and the rounds of upstream calls one after another, once the system data is read. */
  coldMaxRoundsAfterSystemData: 2,
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
  /** A fresh render's req/s of the cluster against one process on the same machine (issue 21). */
  clusterMinThroughputRatio: 1.3,
  /** A page-cache hit read from the shared Redis tier against an in-memory hit (issue 21). */
  redisHitToMemoryHit: 0.5,
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
