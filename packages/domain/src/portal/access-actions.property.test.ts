import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccessStatus } from './access-actions';
import {
  accessActionMatrix,
  accessActionNames,
  accessActions,
  accessAfter,
  accessStatuses,
} from './access-actions';

const status = fc.constantFrom(...accessStatuses);
const action = fc.constantFrom(...accessActionNames);

describe('the access action matrix, for any status and action', () => {
  it('changes nothing with an action the matrix does not offer', () => {
    fc.assert(
      fc.property(status, action, (from, act) => {
        fc.pre(!accessActions(from).includes(act));
        expect(accessAfter(from, act)).toBeNull();
      }),
    );
  });

  it('leads every allowed action to a status the matrix defines, never to unknown', () => {
    fc.assert(
      fc.property(status, action, (from, act) => {
        fc.pre(accessActions(from).includes(act));
        const to = accessAfter(from, act);
        expect(to).not.toBeNull();
        expect(to).not.toBe('unknown');
        expect(Object.keys(accessActionMatrix)).toContain(to as AccessStatus);
        expect(accessActions(to as AccessStatus).length).toBeGreaterThan(0);
      }),
    );
  });

  it('allows nothing for unknown', () => {
    fc.assert(
      fc.property(action, (act) => {
        expect(accessAfter('unknown', act)).toBeNull();
      }),
    );
  });

  it('offers each action at most once', () => {
    fc.assert(
      fc.property(status, (from) => {
        const actions = accessActions(from);
        expect(new Set(actions).size).toBe(actions.length);
      }),
    );
  });
});
