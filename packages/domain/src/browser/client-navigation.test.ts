import { describe, expect, it } from 'vitest';
import { isClientNavigablePath, payloadPath } from './client-navigation';

describe('client navigation', () => {
  it('opens public pages under a locale prefix in the browser', () => {
    expect(isClientNavigablePath('/en')).toBe(true);
    expect(isClientNavigablePath('/en/company')).toBe(true);
    expect(isClientNavigablePath('/de-ch/products/wire-processing/cutting')).toBe(true);
  });

  it('leaves the portal, the editor and the technical pages to a full page load', () => {
    expect(isClientNavigablePath('/en/mykomax')).toBe(false);
    expect(isClientNavigablePath('/en/mykomax/tickets')).toBe(false);
    expect(isClientNavigablePath('/en/editor')).toBe(false);
    expect(isClientNavigablePath('/en/callback')).toBe(false);
    expect(isClientNavigablePath('/en/style-guide')).toBe(false);
    expect(isClientNavigablePath('/style-guide')).toBe(false);
    expect(isClientNavigablePath('/blank-callback')).toBe(false);
  });

  it('leaves what the server answers itself alone', () => {
    expect(isClientNavigablePath('/am/oauth2/authorize')).toBe(false);
    expect(isClientNavigablePath('/api/search-proxy/search')).toBe(false);
    expect(isClientNavigablePath('/assets/entry.js')).toBe(false);
    expect(isClientNavigablePath('/builds/latest.json')).toBe(false);
    expect(isClientNavigablePath('/en/downloads/brochure.pdf')).toBe(false);
    expect(isClientNavigablePath('/')).toBe(false);
  });

  it('puts the payload below the page', () => {
    expect(payloadPath('/en/company')).toBe('/en/company/_payload.json');
    expect(payloadPath('/en')).toBe('/en/_payload.json');
    expect(payloadPath('/en/company/')).toBe('/en/company/_payload.json');
    expect(payloadPath('/')).toBe('/_payload.json');
  });
});
