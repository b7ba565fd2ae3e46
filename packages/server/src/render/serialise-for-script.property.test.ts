import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { serialiseForScript } from './serialise-for-script';

test.prop([fc.jsonValue()])('round-trips any JSON value through JSON.parse', (value) => {
  expect(JSON.parse(serialiseForScript(value))).toEqual(JSON.parse(JSON.stringify(value)));
});

test.prop([fc.string()])('never lets a string close the script element', (text) => {
  const serialised = serialiseForScript({ text: `${text}</script><script>alert(1)</script>` });
  expect(serialised.toLowerCase()).not.toContain('</script');
  expect(serialised).not.toContain('<!--');
});
