import type { Machine, Plant } from '@kmx/domain/portal';

export interface PlantMachines {
  readonly plant: Plant;
  readonly machines: readonly Machine[];
}

/** The machines grouped by plant, plants in the order they first appear, machines kept in order. */
export function machinesByPlant(machines: readonly Machine[]): readonly PlantMachines[] {
  const groups = new Map<string, { plant: Plant; machines: Machine[] }>();
  for (const machine of machines) {
    const group = groups.get(machine.plant.id);
    if (group === undefined)
      groups.set(machine.plant.id, { plant: machine.plant, machines: [machine] });
    else group.machines.push(machine);
  }
  return [...groups.values()];
}
