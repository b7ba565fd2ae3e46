import type { PageFrame, PagePayload, PageView, PayloadAnswer } from '@kmx/domain';
import { expect } from 'vitest';

/** The page a payload address (`{page}/_payload.json…`) of the server at `origin` answers. */
export async function payloadAt(origin: string, address: string): Promise<PagePayload> {
  const response = await fetch(`${origin}${address}`, { redirect: 'manual' });
  const answer = (await response.json()) as PayloadAnswer;
  if (answer.kind !== 'page') throw new Error(`${address} answered ${JSON.stringify(answer)}`);
  return answer;
}

/** The view of a payload address, which must be a found page (200) of the given kind. */
export async function viewAt<Kind extends PageView['kind']>(
  origin: string,
  address: string,
  kind: Kind,
): Promise<Extract<PageView, { kind: Kind }>> {
  const { status, view } = await payloadAt(origin, address);
  expect(status).toBe(200);
  if (view.kind !== kind) throw new Error(`${address} showed a ${view.kind} view`);
  return view as Extract<PageView, { kind: Kind }>;
}

/** The titles of a view's breadcrumbs, Home first. */
export const breadcrumbTitles = (view: { readonly frame: PageFrame }) =>
  view.frame.breadcrumbs.entries.map((entry) => entry.title);
