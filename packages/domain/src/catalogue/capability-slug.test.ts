import { describe, expect, it } from 'vitest';
import { capabilitySlug } from './capability-slug';

describe('the capability slug', () => {
  it('lower-cases the name and turns spaces into hyphens', () => {
    expect(capabilitySlug('Wire Cutting')).toBe('wire-cutting');
  });

  it('strips accents', () => {
    expect(capabilitySlug('Abisolieren Ösen Crimpen')).toBe('abisolieren-osen-crimpen');
    expect(capabilitySlug('Sertissage à chaud')).toBe('sertissage-a-chaud');
  });

  it('removes punctuation', () => {
    expect(capabilitySlug('Cut, strip & crimp!')).toBe('cut-strip-crimp');
    expect(capabilitySlug('Twisting (2 wires)')).toBe('twisting-2-wires');
  });

  it('keeps one hyphen for a run of spaces or hyphens', () => {
    expect(capabilitySlug('Cut  -  Strip')).toBe('cut-strip');
    expect(capabilitySlug('Heat-shrink  tubing')).toBe('heat-shrink-tubing');
  });

  it('has no hyphen at either end', () => {
    expect(capabilitySlug(' - Sealing - ')).toBe('sealing');
  });

  it('keeps letters of scripts without case', () => {
    expect(capabilitySlug('剥线 切割')).toBe('剥线-切割');
  });
});
