import type { MachineSearch } from './inventory-search';

const defaultInventoryPageSize = 25;
const maxPageSize = 100;
const maxPage = 100_000;
const maxTextLength = 200;

type MachineSearchCheck =
  | { readonly ok: true; readonly search: MachineSearch }
  | { readonly ok: false; readonly error: string };

function whole(value: string | null, fallback: number, max: number): number | null {
  if (value === null) return fallback;
  if (!/^\d{1,7}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

function optionalText(value: string | null): string | null | undefined {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > maxTextLength) return undefined;
  return trimmed === '' ? null : trimmed;
}

/**
 * The query of `GET /machines` (`plant`, `organisation`, `q`, `page`, `pageSize`); a bad value is
 * a 400 with what is wrong, as a real service answers: the product sends only checked values.
 */
export function checkMachineSearch(params: URLSearchParams): MachineSearchCheck {
  const page = whole(params.get('page'), 1, maxPage);
  if (page === null)
    return { ok: false, error: `page must be a whole number from 1 to ${maxPage}` };
  const pageSize = whole(params.get('pageSize'), defaultInventoryPageSize, maxPageSize);
  if (pageSize === null) {
    return { ok: false, error: `pageSize must be a whole number from 1 to ${maxPageSize}` };
  }
  const plant = optionalText(params.get('plant'));
  const organisation = optionalText(params.get('organisation'));
  const text = optionalText(params.get('q'));
  if (plant === undefined || organisation === undefined || text === undefined) {
    return {
      ok: false,
      error: `plant, organisation and q have at most ${maxTextLength} characters`,
    };
  }
  return { ok: true, search: { plant, organisation, text, page, pageSize } };
}
