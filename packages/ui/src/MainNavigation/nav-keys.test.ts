import { describe, expect, it } from 'vitest';
import { isNavKey, nextFocusIndex } from './nav-keys';

describe('nextFocusIndex', () => {
  it('moves to the next control with ArrowRight and ArrowDown, wrapping at the end', () => {
    expect(nextFocusIndex('ArrowRight', 5, 1)).toBe(2);
    expect(nextFocusIndex('ArrowDown', 5, 4)).toBe(0);
  });

  it('moves to the previous control with ArrowLeft and ArrowUp, wrapping at the start', () => {
    expect(nextFocusIndex('ArrowLeft', 5, 3)).toBe(2);
    expect(nextFocusIndex('ArrowUp', 5, 0)).toBe(4);
  });

  it('goes to the ends with Home and End', () => {
    expect(nextFocusIndex('Home', 5, 3)).toBe(0);
    expect(nextFocusIndex('End', 5, 1)).toBe(4);
  });

  it('enters a menu at its first link going down and at its last going up', () => {
    expect(nextFocusIndex('ArrowDown', 3, -1)).toBe(0);
    expect(nextFocusIndex('ArrowUp', 3, -1)).toBe(2);
  });

  it('has nowhere to go without controls', () => {
    expect(nextFocusIndex('ArrowDown', 0, -1)).toBeNull();
  });
});

describe('isNavKey', () => {
  it('knows the arrows, Home and End, and nothing else', () => {
    expect(isNavKey('ArrowLeft')).toBe(true);
    expect(isNavKey('End')).toBe(true);
    expect(isNavKey('Enter')).toBe(false);
    expect(isNavKey('Tab')).toBe(false);
  });
});
