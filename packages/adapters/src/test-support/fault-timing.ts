/**
 * The adapters' time limit in the fault tests. A loopback answer must always come within it, even
 * on a busy two-core machine running the suite with coverage, where a worker's first `fetch` also
 * loads undici (300 ms was too tight there); the slow answer must never.
 */
export const faultTimeoutMs = 1500;

/** How late the stub's slow answer comes: far past the time limit. */
export const slowAnswerMs = 5000;
