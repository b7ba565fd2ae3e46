import type { Clock } from '@kmx/domain/ports';
import { isDomainError } from '@kmx/domain/errors';
import { CircuitOpenError } from './CircuitOpenError';

export const circuitStates = {
  closed: 'closed',
  open: 'open',
  halfOpen: 'half-open',
} as const;

export type CircuitState = (typeof circuitStates)[keyof typeof circuitStates];

/**
 * Five failures in a row are no bad luck any more; fifteen seconds lets a restarting service come
 * up, while stale entries cover the pages in between. The spec names no values (DESIGN.md "Speed
 * and resilience by design" asks for the circuit).
 */
export const circuitBreakerDefaults = {
  failureThreshold: 5,
  coolDownMs: 15_000,
} as const;

/**
 * Whether a rejection says the upstream is failing. A domain answer such as `PRODUCT_NOT_FOUND`
 * means the service answered, so it does not count: a few bad addresses must not open the circuit.
 */
export function isUpstreamFailure(error: unknown): boolean {
  return !isDomainError(error) || error.code === 'UPSTREAM_ERROR';
}

export interface CircuitBreakerOptions {
  /** Names the upstream in the error of a refused call, e.g. `content service`. */
  readonly name: string;
  readonly clock: Clock;
  /** Consecutive failures that open the circuit. */
  readonly failureThreshold?: number;
  /** How long an open circuit refuses calls before one probe may pass. */
  readonly coolDownMs?: number;
  /** `isUpstreamFailure` unless told otherwise. */
  readonly countsAsFailure?: (error: unknown) => boolean;
}

/**
 * Keeps a failing upstream from piling up requests (DESIGN.md "Speed and resilience by design"):
 * after `failureThreshold` consecutive failures the circuit opens and calls fail at once with a
 * `CircuitOpenError`; after `coolDownMs` it is half-open and lets one probe through (the others
 * are still refused): a success closes it, a failure opens it for another cool-down. A domain
 * answer passed on as a rejection (`PRODUCT_NOT_FOUND`) is a success of the upstream.
 */
export class CircuitBreaker {
  readonly name: string;
  private readonly clock: Clock;
  private readonly failureThreshold: number;
  private readonly coolDownMs: number;
  private readonly countsAsFailure: (error: unknown) => boolean;
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;

  constructor(options: CircuitBreakerOptions) {
    this.name = options.name;
    this.clock = options.clock;
    this.failureThreshold = options.failureThreshold ?? circuitBreakerDefaults.failureThreshold;
    this.coolDownMs = options.coolDownMs ?? circuitBreakerDefaults.coolDownMs;
    this.countsAsFailure = options.countsAsFailure ?? isUpstreamFailure;
  }

  get state(): CircuitState {
    if (this.openedAt === null) return circuitStates.closed;
    const now = this.clock.now();
    // A clock that went back past the opening counts as a cool-down over, so no jump keeps it shut.
    const cooledDown = now - this.openedAt >= this.coolDownMs || now < this.openedAt;
    return this.probing || cooledDown ? circuitStates.halfOpen : circuitStates.open;
  }

  async run<Result>(call: () => Promise<Result>): Promise<Result> {
    const state = this.state;
    if (state === circuitStates.open || this.probing) throw new CircuitOpenError(this.name);
    const probe = state === circuitStates.halfOpen;
    if (probe) this.probing = true;
    try {
      const result = await call();
      this.succeeded();
      return result;
    } catch (error) {
      if (this.countsAsFailure(error)) this.failed(probe);
      else this.succeeded();
      throw error;
    } finally {
      if (probe) this.probing = false;
    }
  }

  private succeeded(): void {
    this.failures = 0;
    this.openedAt = null;
  }

  private failed(probe: boolean): void {
    this.failures += 1;
    if (probe) {
      this.openedAt = this.clock.now();
    } else if (this.openedAt === null && this.failures >= this.failureThreshold) {
      this.openedAt = this.clock.now();
    }
  }
}
