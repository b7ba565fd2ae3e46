// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useAddressBar, type AddressBar, type AddressBarWindow } from './use-address-bar';

/** Renders the hook in a component and hands out what it answered last. */
function renderHook(run: () => AddressBar) {
  const result: { current: AddressBar } = { current: undefined as unknown as AddressBar };
  function Probe() {
    result.current = run();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { result, unmount: () => act(() => root.unmount()) };
}

/** A window whose address bar is a list of entries, as the browser keeps them. */
function fakeWindow(start: string) {
  const entries = [start];
  let index = 0;
  const listeners = new Set<() => void>();
  const window: AddressBarWindow = {
    location: {
      get href() {
        return entries[index] ?? start;
      },
    },
    history: {
      pushState: (_data, _unused, href) => {
        entries.splice(index + 1, entries.length, String(href));
        index += 1;
      },
      replaceState: (_data, _unused, href) => {
        entries[index] = String(href);
      },
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const back = () => {
    index -= 1;
    listeners.forEach((listener) => listener());
  };
  return { window, entries, back, listeners };
}

describe('the editor area’s address bar', () => {
  it('adds an entry on push and rewrites it on replace', () => {
    const fake = fakeWindow('http://localhost/en/editor');
    const { result } = renderHook(() => useAddressBar(fake.window));
    act(() => result.current.go('/en/editor?site=site-main', 'push'));
    act(() => result.current.go('/en/editor?site=site-main&lang=de', 'replace'));
    expect(fake.entries).toEqual([
      'http://localhost/en/editor',
      'http://localhost/en/editor?site=site-main&lang=de',
    ]);
    expect(result.current.url.search).toBe('?site=site-main&lang=de');
  });

  it('adds no entry for the address it already shows', () => {
    const fake = fakeWindow('http://localhost/en/editor?stage=DRAFT');
    const { result } = renderHook(() => useAddressBar(fake.window));
    act(() => result.current.go('?stage=DRAFT', 'push'));
    expect(fake.entries).toHaveLength(1);
  });

  it('reads the address back on Back, and stops listening when unmounted', () => {
    const fake = fakeWindow('http://localhost/en/editor');
    const { result, unmount } = renderHook(() => useAddressBar(fake.window));
    act(() => result.current.go('/en/editor?state=InProgress', 'push'));
    act(() => fake.back());
    expect(result.current.url.search).toBe('');
    unmount();
    expect(fake.listeners.size).toBe(0);
  });
});
