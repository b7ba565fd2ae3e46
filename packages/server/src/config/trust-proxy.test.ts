import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts the loopback only when unset or empty', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(trustProxy('  ')).toEqual(['loopback']);
  });

  it('takes true, false and a hop count as Express does', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('2')).toBe(2);
  });

  it('takes addresses, subnets and the named ranges, separated by commas', () => {
    expect(trustProxy('loopback, 10.0.0.0/8,fd00::/8 ,192.168.1.10,10.1.0.0/255.255.0.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.10',
      '10.1.0.0/255.255.0.0',
    ]);
    expect(trustProxy('linklocal,uniquelocal')).toEqual(['linklocal', 'uniquelocal']);
  });

  it('stops start-up with a message naming the variable and the wrong entry', () => {
    for (const [value, wrong] of [
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['loopback,balancer.internal', 'balancer.internal'],
      ['yes', 'yes'],
      ['10.0.0.1,', ''],
      ['::1/129', '::1/129'],
    ] as const) {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(`TRUST_PROXY must be true, false, a hop count`);
      expect(() => trustProxy(value)).toThrow(`(not "${wrong}")`);
    }
  });
});
