import { describe, expect, it } from 'vitest';
import { demoPagePasswords, pagePasswordsInForce, pagePasswordsVariable } from './page-passwords';

describe('the PAGE_PASSWORDS variable', () => {
  it('reads passwords by site id and area path', () => {
    const text = '{"site-events":{"/internal-2025":"a long password"}}';
    expect(pagePasswordsVariable.parse(text)).toEqual({
      'site-events': { '/internal-2025': 'a long password' },
    });
  });

  it('refuses text that is no JSON, without repeating it', () => {
    const result = pagePasswordsVariable.safeParse('{"site-events": secret-value');
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).not.toContain('secret-value');
  });

  it('refuses a path without its leading slash', () => {
    expect(
      pagePasswordsVariable.safeParse('{"site-events":{"internal-2025":"a long password"}}')
        .success,
    ).toBe(false);
  });

  it('refuses passwords shorter than 8 characters', () => {
    expect(
      pagePasswordsVariable.safeParse('{"site-events":{"/internal-2025":"short"}}').success,
    ).toBe(false);
  });
});

describe('the passwords in force', () => {
  it('are the configured ones when set', () => {
    const configured = { 'site-events': { '/internal-2025': 'a long password' } };
    expect(pagePasswordsInForce(configured, true)).toBe(configured);
  });

  it('are the demo ones for the sandbox content', () => {
    expect(pagePasswordsInForce(undefined, true)).toBe(demoPagePasswords);
  });

  it('are none for real content without configuration: protected pages stay closed', () => {
    expect(pagePasswordsInForce(undefined, false)).toEqual({});
  });

  it('cover every protected page of the sandbox (spec 2.3)', () => {
    expect(Object.keys(demoPagePasswords).sort()).toEqual([
      'site-brand-portal',
      'site-events',
      'site-productronica',
      'site-wirepro-expo-2024',
    ]);
    expect(Object.keys(demoPagePasswords['site-brand-portal'] ?? {})).toHaveLength(3);
  });
});
