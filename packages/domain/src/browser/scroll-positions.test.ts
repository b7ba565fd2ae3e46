import { describe, expect, it } from 'vitest';
import {
  anchorId,
  maxRememberedScrollPositions,
  parseScrollPositions,
  rememberScrollPosition,
  scrollTarget,
  serializeScrollPositions,
} from './scroll-positions';

describe('remembered scroll positions', () => {
  it('are kept per history entry under one session storage key', () => {
    const positions = rememberScrollPosition(new Map(), 'entry-1', { x: 0, y: 840 });
    const stored = serializeScrollPositions(positions);
    expect(parseScrollPositions(stored).get('entry-1')).toEqual({ x: 0, y: 840 });
  });

  it('replace the position of an entry scrolled again', () => {
    let positions = rememberScrollPosition(new Map(), 'a', { x: 0, y: 100 });
    positions = rememberScrollPosition(positions, 'a', { x: 0, y: 300 });
    expect([...positions]).toEqual([['a', { x: 0, y: 300 }]]);
  });

  it('forget the oldest entries beyond 50', () => {
    let positions = parseScrollPositions(null);
    for (let index = 0; index <= maxRememberedScrollPositions; index += 1) {
      positions = rememberScrollPosition(positions, `entry-${index}`, { x: 0, y: index });
    }
    expect(positions.size).toBe(50);
    expect(positions.has('entry-0')).toBe(false);
    expect(positions.get('entry-50')).toEqual({ x: 0, y: 50 });
  });

  it('read as nothing when the stored text is broken', () => {
    expect(parseScrollPositions('{not json').size).toBe(0);
    expect(parseScrollPositions('{"a":1}').size).toBe(0);
    expect(parseScrollPositions('[["a",{"x":"1","y":2}],"b",["c",{"x":1,"y":2}]]')).toEqual(
      new Map([['c', { x: 1, y: 2 }]]),
    );
  });
});

describe('the scroll target after a navigation', () => {
  it('restores the remembered position on back and forward (after 100 ms)', () => {
    expect(scrollTarget('history', { x: 0, y: 840 }, '#specs')).toEqual({
      kind: 'restore',
      position: { x: 0, y: 840 },
    });
  });

  it('goes to the anchor the address names, else to the top', () => {
    expect(scrollTarget('forward', { x: 0, y: 840 }, '#specs')).toEqual({
      kind: 'anchor',
      id: 'specs',
    });
    expect(scrollTarget('forward', null, '')).toEqual({ kind: 'top' });
    expect(scrollTarget('history', null, '')).toEqual({ kind: 'top' });
    expect(scrollTarget('history', null, '#faq')).toEqual({ kind: 'anchor', id: 'faq' });
  });

  it('reads encoded anchors and keeps badly encoded ones as they are', () => {
    expect(anchorId('#caf%C3%A9')).toBe('café');
    expect(anchorId('#100%')).toBe('100%');
    expect(anchorId('#')).toBeNull();
    expect(anchorId('plain')).toBe('plain');
  });
});
