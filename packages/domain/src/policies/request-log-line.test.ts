import { describe, expect, it } from 'vitest';
import { requestLogLine } from './request-log-line';

describe('the request log line', () => {
  it('shows the operation name and the variables as JSON', () => {
    expect(requestLogLine('PageByPathQuery', { path: '/about', language: 'de' })).toBe(
      'PageByPathQuery {"path":"/about","language":"de"}',
    );
  });

  it('shows only the first 50 characters of the variables', () => {
    const line = requestLogLine('NewsFeedQuery', {
      language: 'en',
      first: 10,
      after: 'YXJyYXljb25uZWN0aW9uOjk5OQ==',
    });
    expect(line).toBe('NewsFeedQuery {"language":"en","first":10,"after":"YXJyYXljb25uZ');
  });

  it('shows the operation name alone without variables', () => {
    expect(requestLogLine('SystemDataQuery')).toBe('SystemDataQuery');
  });

  it('never cuts an emoji in half', () => {
    const line = requestLogLine('Q', { text: '🚀'.repeat(60) });
    expect(line).toBe(`Q {"text":"${'🚀'.repeat(41)}`);
  });

  it('shows a marker for variables JSON cannot write', () => {
    expect(requestLogLine('Q', { big: 1n })).toBe('Q [variables not serialisable]');
  });
});
