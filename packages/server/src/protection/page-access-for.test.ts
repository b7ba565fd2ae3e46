import type { Logger } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { pageAccessFor } from './page-access-for';
import { cookiePair, protectedPage, requestWithCookies } from './test-pages';

function recordingLogger() {
  const warnings: string[] = [];
  const logger: Logger = {
    debug() {},
    info() {},
    warn: (message) => warnings.push(message),
    error() {},
  };
  return { logger, warnings };
}

const clock = { now: () => 0 };
const secret = 'a shared cookie secret of 32 characters or more';

function granted(access: ReturnType<typeof pageAccessFor>): string {
  const area = access.areaOf(protectedPage());
  if (area === null) throw new Error('no area');
  return cookiePair(access.grantCookie(requestWithCookies(), area, false));
}

describe('the configuration of protected pages', () => {
  it('reads COOKIE_SECRET and PAGE_PASSWORDS', () => {
    const config = loadConfig({
      COOKIE_SECRET: secret,
      PAGE_PASSWORDS: '{"site-events":{"/internal-2025":"a long password"}}',
    });
    expect(config.cookieSecret).toBe(secret);
    expect(config.pagePasswords).toEqual({
      'site-events': { '/internal-2025': 'a long password' },
    });
  });

  it('leaves both unset by default', () => {
    const config = loadConfig({});
    expect(config.cookieSecret).toBeUndefined();
    expect(config.pagePasswords).toBeUndefined();
  });

  it('stops start-up on a short COOKIE_SECRET, naming it', () => {
    expect(() => loadConfig({ COOKIE_SECRET: 'short' })).toThrow(
      new ConfigError('COOKIE_SECRET', 'must have at least 32 characters'),
    );
  });

  it('stops start-up on malformed PAGE_PASSWORDS, naming it', () => {
    expect(() => loadConfig({ PAGE_PASSWORDS: '[' })).toThrow(/PAGE_PASSWORDS/);
  });
});

describe('the page access of an instance', () => {
  it('accepts the grants of another instance with the same COOKIE_SECRET', () => {
    const config = loadConfig({ COOKIE_SECRET: secret });
    const { logger } = recordingLogger();
    const first = pageAccessFor(config, clock, logger);
    const second = pageAccessFor(config, clock, logger);
    expect(second.mayView(requestWithCookies(granted(first)), protectedPage())).toBe(true);
  });

  it('draws a secret of its own without COOKIE_SECRET, so another instance refuses its grants', () => {
    const config = loadConfig({});
    const { logger } = recordingLogger();
    const first = pageAccessFor(config, clock, logger);
    const second = pageAccessFor(config, clock, logger);
    expect(first.mayView(requestWithCookies(granted(first)), protectedPage())).toBe(true);
    expect(second.mayView(requestWithCookies(granted(first)), protectedPage())).toBe(false);
  });

  it('uses the demo passwords with the sandbox content, quietly', () => {
    const { logger, warnings } = recordingLogger();
    const access = pageAccessFor(loadConfig({}), clock, logger);
    expect(access.areaOf(protectedPage())?.password).toBe('Demo-2026!events');
    expect(warnings).toEqual([]);
  });

  it('has no passwords and warns about the secret with a real content service', () => {
    const { logger, warnings } = recordingLogger();
    const config = loadConfig({ CONTENT_URL: 'https://content.example.com/graphql' });
    const access = pageAccessFor(config, clock, logger);
    expect(access.areaOf(protectedPage())).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('COOKIE_SECRET');
  });
});
