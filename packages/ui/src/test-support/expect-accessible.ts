import axe from 'axe-core';
import { expect } from 'vitest';

/** Fails on serious or critical axe violations in the rendered container. */
export async function expectAccessible(container: Element): Promise<void> {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
