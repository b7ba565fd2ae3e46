import { describe, expect, it } from 'vitest';
import { testingMode } from './testing-mode';

describe('testing mode', () => {
  it('is switched on by testing=true and remembered in a cookie', () => {
    expect(testingMode({ testing: 'true' }, false)).toEqual({ enabled: true, cookie: 'set' });
  });

  it('stays on through the cookie on later requests', () => {
    expect(testingMode({}, true)).toEqual({ enabled: true, cookie: 'keep' });
  });

  it('is off without query and cookie', () => {
    expect(testingMode({}, false)).toEqual({ enabled: false, cookie: 'keep' });
  });

  it('is switched off by testing=false, which removes the cookie', () => {
    expect(testingMode({ testing: 'false' }, true)).toEqual({ enabled: false, cookie: 'remove' });
  });

  it('leaves other values of testing to the cookie', () => {
    expect(testingMode({ testing: 'yes' }, false)).toEqual({ enabled: false, cookie: 'keep' });
    expect(testingMode({ testing: null }, true)).toEqual({ enabled: true, cookie: 'keep' });
  });
});
