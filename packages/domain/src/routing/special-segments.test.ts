import { describe, expect, it } from 'vitest';
import {
  allowsTrackingScripts,
  isLocaleFree,
  isPersonalPath,
  isPublicMainPage,
  pathArea,
} from './special-segments';

describe('special first segments', () => {
  it('marks style-guide and callback as technical areas', () => {
    expect(pathArea('/style-guide/buttons')).toBe('technical');
    expect(pathArea('/de/callback')).toBe('technical');
  });

  it('runs no tracking scripts in technical areas', () => {
    expect(allowsTrackingScripts('/style-guide')).toBe(false);
    expect(allowsTrackingScripts('/en/callback')).toBe(false);
    expect(allowsTrackingScripts('/en/stories')).toBe(true);
  });

  it('does not count the portal and the editor as public main pages', () => {
    expect(pathArea('/de/mykomax/tickets/list')).toBe('portal');
    expect(pathArea('/de/editor')).toBe('editor');
    expect(isPublicMainPage('/de/mykomax')).toBe(false);
    expect(isPublicMainPage('/de/editor')).toBe(false);
    expect(isPublicMainPage('/style-guide')).toBe(false);
  });

  it('counts any other page, and home, as a public main page', () => {
    expect(pathArea('/de/company/editor')).toBe('public');
    expect(isPublicMainPage('/de/stories')).toBe(true);
    expect(isPublicMainPage('/')).toBe(true);
  });

  it('counts the portal, the editor and the sign-in callback as personal, and nothing else', () => {
    expect(isPersonalPath('/mykomax')).toBe(true);
    expect(isPersonalPath('/de/mykomax/tickets/list')).toBe(true);
    expect(isPersonalPath('/en/mykomax/no-such-page')).toBe(true);
    expect(isPersonalPath('/en/editor')).toBe(true);
    expect(isPersonalPath('/en/callback')).toBe(true);
    expect(isPersonalPath('/style-guide')).toBe(false);
    expect(isPersonalPath('/en/company/mykomax')).toBe(false);
    expect(isPersonalPath('/en')).toBe(false);
  });

  it('knows the routes without locale handling', () => {
    expect(isLocaleFree('/style-guide/typography')).toBe(true);
    expect(isLocaleFree('/blank-callback')).toBe(true);
    expect(isLocaleFree('/de/callback')).toBe(false);
    expect(isLocaleFree('/')).toBe(false);
  });
});
