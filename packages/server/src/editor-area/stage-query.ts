import type { ContentStage } from '@kmx/domain/ports';
import type { Request } from 'express';
import { queryValues } from '../http/query-values';

const stages: readonly ContentStage[] = ['DRAFT', 'PUBLISHED'];

export const stageQueryMessage = 'The query parameter stage must be DRAFT or PUBLISHED';

/** The one `stage` of the query when it is exactly `DRAFT` or `PUBLISHED`, else `null`. */
export function requestedStage(request: Request): ContentStage | null {
  const asked = queryValues(request, 'stage');
  const [stage] = asked;
  return asked.length === 1 ? (stages.find((known) => known === stage) ?? null) : null;
}

/**
 * A page id as the content service names pages (`page-company`, a GUID): letters, digits and
 * `-_.:`, at most 128 characters. Anything else is no id and never reaches the content service.
 */
const pageIdPattern = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/;

export const pageIdMessage =
  'The page id must be letters, digits and - _ . : (at most 128 characters)';

export function isPageId(value: string): boolean {
  return pageIdPattern.test(value);
}
