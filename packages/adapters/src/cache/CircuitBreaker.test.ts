import { UpstreamError, productNotFound } from '@kmx/domain/errors';
import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './CircuitBreaker';
import { CircuitOpenError } from './CircuitOpenError';

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

const failing = () => Promise.reject(new UpstreamError('content service down', 500));
const answering = () => Promise.resolve('answer');

async function failTimes(breaker: CircuitBreaker, times: number) {
  for (let index = 0; index < times; index += 1) {
    await breaker.run(failing).catch(() => undefined);
  }
}

describe('CircuitBreaker', () => {
  it('passes calls and their answers through while closed', async () => {
    const breaker = new CircuitBreaker({ name: 'content service', clock: fakeClock() });
    await expect(breaker.run(answering)).resolves.toBe('answer');
    expect(breaker.state).toBe('closed');
  });

  it('passes failures through as they are while closed', async () => {
    const breaker = new CircuitBreaker({ name: 'content service', clock: fakeClock() });
    await expect(breaker.run(failing)).rejects.toThrow('content service down');
  });

  it('stays closed after fewer failures than the threshold', async () => {
    const breaker = new CircuitBreaker({ name: 'content service', clock: fakeClock() });
    await failTimes(breaker, 4);
    expect(breaker.state).toBe('closed');
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    const breaker = new CircuitBreaker({ name: 'content service', clock: fakeClock() });
    await failTimes(breaker, 4);
    await breaker.run(answering);
    await failTimes(breaker, 4);
    expect(breaker.state).toBe('closed');
  });

  it('opens at the fifth failure in a row and then refuses calls without making them', async () => {
    const breaker = new CircuitBreaker({ name: 'content service', clock: fakeClock() });
    await failTimes(breaker, 5);
    let calls = 0;
    const counted = () => {
      calls += 1;
      return answering();
    };
    expect(breaker.state).toBe('open');
    await expect(breaker.run(counted)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls).toBe(0);
  });

  it('refuses with an UpstreamError without status that names the upstream', async () => {
    const breaker = new CircuitBreaker({ name: 'content service', clock: fakeClock() });
    await failTimes(breaker, 5);
    const refusal = breaker.run(answering);
    await expect(refusal).rejects.toBeInstanceOf(UpstreamError);
    await expect(refusal).rejects.toMatchObject({ status: null, circuit: 'content service' });
    await expect(refusal).rejects.toThrow(/content service/);
  });

  it('stays open for the whole cool-down', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ name: 'content service', clock });
    await failTimes(breaker, 5);
    clock.time += 14_999;
    expect(breaker.state).toBe('open');
    await expect(breaker.run(answering)).rejects.toBeInstanceOf(CircuitOpenError);
  });

  it('is half-open after the cool-down and closes when the probe succeeds', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ name: 'content service', clock });
    await failTimes(breaker, 5);
    clock.time += 15_000;
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(answering)).resolves.toBe('answer');
    expect(breaker.state).toBe('closed');
  });

  it('lets only one probe through while half-open', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ name: 'content service', clock });
    await failTimes(breaker, 5);
    clock.time += 15_000;
    let finishProbe: (value: string) => void = () => undefined;
    const probe = breaker.run(() => new Promise<string>((resolve) => (finishProbe = resolve)));
    await expect(breaker.run(answering)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(breaker.state).toBe('half-open');
    finishProbe('probe answer');
    await expect(probe).resolves.toBe('probe answer');
    await expect(breaker.run(answering)).resolves.toBe('answer');
  });

  it('opens for another cool-down when the probe fails', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ name: 'content service', clock });
    await failTimes(breaker, 5);
    clock.time += 15_000;
    await expect(breaker.run(failing)).rejects.toThrow('content service down');
    expect(breaker.state).toBe('open');
    clock.time += 14_999;
    expect(breaker.state).toBe('open');
    clock.time += 1;
    expect(breaker.state).toBe('half-open');
  });

  it('does not prolong the cool-down for failures of calls that started before it opened', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ name: 'content service', clock });
    let failLate: (error: Error) => void = () => undefined;
    const late = breaker.run(() => new Promise<string>((_, reject) => (failLate = reject)));
    await failTimes(breaker, 5);
    clock.time += 10_000;
    failLate(new Error('late'));
    await late.catch(() => undefined);
    clock.time += 5_000;
    expect(breaker.state).toBe('half-open');
  });

  it('takes its threshold and cool-down from the options', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({
      name: 'catalogue service',
      clock,
      failureThreshold: 2,
      coolDownMs: 1000,
    });
    await failTimes(breaker, 2);
    expect(breaker.state).toBe('open');
    clock.time += 1000;
    expect(breaker.state).toBe('half-open');
  });

  it('does not stay open when the clock goes back past the opening', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ name: 'content service', clock });
    await failTimes(breaker, 5);
    clock.time -= 60_000;
    expect(breaker.state).toBe('half-open');
  });
});

describe('CircuitBreaker given answers that are errors of the domain', () => {
  it('does not count a product that is not found as a failure of the upstream', async () => {
    const breaker = new CircuitBreaker({ name: 'catalogue service', clock: fakeClock() });
    const notFound = () => Promise.reject(productNotFound('cutter-999'));
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expect(breaker.run(notFound)).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    }
    expect(breaker.state).toBe('closed');
  });

  it('counts such an answer as a sign of life that ends a run of failures', async () => {
    const breaker = new CircuitBreaker({ name: 'catalogue service', clock: fakeClock() });
    await failTimes(breaker, 4);
    await breaker.run(() => Promise.reject(productNotFound('cutter-999'))).catch(() => undefined);
    await failTimes(breaker, 4);
    expect(breaker.state).toBe('closed');
  });

  it('counts malformed answers and errors that are not the domain’s as failures', async () => {
    const breaker = new CircuitBreaker({ name: 'catalogue service', clock: fakeClock() });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await breaker.run(() => Promise.reject(new TypeError('fetch failed'))).catch(() => undefined);
    }
    expect(breaker.state).toBe('open');
  });

  it('takes another judgement of failures from the options', async () => {
    const breaker = new CircuitBreaker({
      name: 'catalogue service',
      clock: fakeClock(),
      countsAsFailure: () => false,
    });
    await failTimes(breaker, 10);
    expect(breaker.state).toBe('closed');
  });
});
