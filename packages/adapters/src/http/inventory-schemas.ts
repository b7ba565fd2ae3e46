import type { InventoryPage } from '@kmx/domain/portal';
import { z } from 'zod';

const named = z.object({ id: z.string().min(1), name: z.string().min(1) });
const count = z.number().int().nonnegative();

const machine = z.object({
  id: z.string().min(1),
  model: z.string().min(1),
  name: z.string().nullable(),
  serialNumber: z.string().min(1),
  year: z.number().int().min(1900).max(2200),
  plant: named,
  organisation: named,
});

/** `GET /machines`: a page of machines and the filters' choices with their counts. */
export const inventoryPageSchema = z.object({
  items: z.array(machine),
  total: count,
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  plants: z.array(z.object({ value: named, count })),
  organisations: z.array(z.object({ value: named, count })),
}) satisfies z.ZodType<InventoryPage>;
