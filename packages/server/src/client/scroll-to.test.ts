// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScroller } from './scroll-to';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('scrolling after a navigation', () => {
  it('restores a remembered position after 100 ms', () => {
    vi.useFakeTimers();
    const window = { scrollTo: vi.fn() };
    createScroller(window, document)({ kind: 'restore', position: { x: 0, y: 840 } });
    vi.advanceTimersByTime(99);
    expect(window.scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 840);
  });

  it('drops a restore still waiting when another navigation scrolls', () => {
    vi.useFakeTimers();
    const window = { scrollTo: vi.fn() };
    const scrollTo = createScroller(window, document);
    scrollTo({ kind: 'restore', position: { x: 0, y: 840 } });
    scrollTo({ kind: 'top' });
    vi.advanceTimersByTime(200);
    expect(window.scrollTo.mock.calls).toEqual([[0, 0]]);
  });

  it('goes to the anchor the address names, or to the top when there is none', () => {
    const window = { scrollTo: vi.fn() };
    document.body.innerHTML = '<h2 id="specs">Specs</h2>';
    const heading = document.getElementById('specs') as HTMLElement;
    heading.scrollIntoView = vi.fn();
    const scrollTo = createScroller(window, document);
    scrollTo({ kind: 'anchor', id: 'specs' });
    expect(heading.scrollIntoView).toHaveBeenCalled();
    scrollTo({ kind: 'anchor', id: 'missing' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
