import type { Capability } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { matchingCapabilities } from './capability-filter';

const capability = (name: string): Capability => ({ id: name, name, slug: '', image: null });
const cut = capability('Cut to length');
const seal = capability('Étanchéité (sealing)');
const strip = capability('Stripping');

describe('matchingCapabilities', () => {
  it('finds names holding the query without regard to case or accents', () => {
    expect(matchingCapabilities([cut, seal, strip], 'ETANCH')).toEqual([seal]);
    expect(matchingCapabilities([cut, seal, strip], 'étanchéité')).toEqual([seal]);
    expect(matchingCapabilities([cut, seal, strip], 'cut to')).toEqual([cut]);
  });

  it('matches every capability for an empty or punctuation-only query', () => {
    expect(matchingCapabilities([cut, seal], '')).toEqual([cut, seal]);
    expect(matchingCapabilities([cut, seal], ' ?! ')).toEqual([cut, seal]);
  });

  it('finds nothing for a name no capability has', () => {
    expect(matchingCapabilities([cut, seal, strip], 'welding')).toEqual([]);
  });
});
