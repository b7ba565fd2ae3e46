import { describe, expect, it } from 'vitest';
import { exampleMachines } from '../../examples/portal-services-examples';
import { machinesByPlant } from './machines-by-plant';

describe('machines grouped by plant', () => {
  it('keeps the plants in first-seen order and every machine once, in order', () => {
    const groups = machinesByPlant(exampleMachines);
    expect(groups.map((group) => group.plant.name)).toEqual(['Bern', 'Detroit', 'Shanghai']);
    expect(groups.flatMap((group) => group.machines).length).toBe(exampleMachines.length);
    for (const group of groups) {
      expect(group.machines.every((machine) => machine.plant.id === group.plant.id)).toBe(true);
    }
    expect(groups[0]?.machines.map((machine) => machine.id)).toEqual([
      'machine-1',
      'machine-4',
      'machine-7',
    ]);
  });

  it('makes no group of nothing', () => {
    expect(machinesByPlant([])).toEqual([]);
  });
});
