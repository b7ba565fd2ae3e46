import { describe, expect, it } from 'vitest';
import { readsOnce } from './reads-once';

/** A port double counting how often each read reaches it. */
function countingSource() {
  const asked: string[] = [];
  const source = {
    page(request: { readonly path: string; readonly language: string }): Promise<string> {
      asked.push(`page ${request.path} ${request.language}`);
      return Promise.resolve(`${request.path} in ${request.language}`);
    },
    failing(): Promise<string> {
      asked.push('failing');
      return Promise.reject(new Error('upstream down'));
    },
  };
  return { source, asked };
}

describe('readsOnce', () => {
  it('reads the same method and arguments once, however often they are asked', async () => {
    const { source, asked } = countingSource();
    const once = readsOnce(source);
    const first = once.page({ path: '/company', language: 'en' });
    const second = once.page({ path: '/company', language: 'en' });
    expect(second).toBe(first);
    expect(await second).toBe('/company in en');
    expect(await once.page({ path: '/company', language: 'en' })).toBe('/company in en');
    expect(asked).toEqual(['page /company en']);
  });

  it('reads other arguments on their own', async () => {
    const { source, asked } = countingSource();
    const once = readsOnce(source);
    await Promise.all([
      once.page({ path: '/company', language: 'en' }),
      once.page({ path: '/company', language: 'de' }),
    ]);
    expect(asked).toEqual(['page /company en', 'page /company de']);
  });

  it('gives a failure to whoever awaits it, and none to a read nobody awaits', async () => {
    const { source, asked } = countingSource();
    const once = readsOnce(source);
    void once.failing();
    await expect(once.failing()).rejects.toThrow('upstream down');
    expect(asked).toEqual(['failing']);
  });

  it('keeps each request apart: another view reads again', async () => {
    const { source, asked } = countingSource();
    await readsOnce(source).page({ path: '/', language: 'en' });
    await readsOnce(source).page({ path: '/', language: 'en' });
    expect(asked).toHaveLength(2);
  });

  it('shows every answer through the given view, once per read', async () => {
    const { source } = countingSource();
    let viewed = 0;
    const once = readsOnce(source, (answer) => {
      viewed += 1;
      return String(answer).toUpperCase();
    });
    expect(await once.page({ path: '/company', language: 'en' })).toBe('/COMPANY IN EN');
    expect(await once.page({ path: '/company', language: 'en' })).toBe('/COMPANY IN EN');
    expect(viewed).toBe(1);
    await expect(once.failing()).rejects.toThrow('upstream down');
    expect(viewed).toBe(1);
  });
});
