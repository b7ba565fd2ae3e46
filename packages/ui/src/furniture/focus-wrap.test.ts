import { describe, expect, it } from 'vitest';
import { tabStops, wrapFocusIndex } from './focus-wrap';

describe('wrapFocusIndex', () => {
  it('takes Tab from the last stop to the first', () => {
    expect(wrapFocusIndex(4, 3, false)).toBe(0);
  });

  it('takes Shift+Tab from the first stop to the last', () => {
    expect(wrapFocusIndex(4, 0, true)).toBe(3);
  });

  it('leaves the moves between stops to the browser', () => {
    expect(wrapFocusIndex(4, 1, false)).toBeNull();
    expect(wrapFocusIndex(4, 3, true)).toBeNull();
  });

  it('takes a focus outside the stops back to an end', () => {
    expect(wrapFocusIndex(4, -1, false)).toBe(0);
    expect(wrapFocusIndex(4, -1, true)).toBe(3);
  });

  it('does nothing without stops', () => {
    expect(wrapFocusIndex(0, -1, false)).toBeNull();
  });
});

describe('tabStops', () => {
  it('lists links, enabled controls and tabbable elements in document order, not hidden ones', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button id="a">A</button>
      <a id="b" href="/x">B</a><a id="no-href">C</a>
      <input id="c" /><input type="hidden" /><button disabled>D</button>
      <div hidden><button>E</button></div>
      <span id="d" tabindex="0">F</span><span tabindex="-1">G</span>`;
    expect(tabStops(root).map((element) => element.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
