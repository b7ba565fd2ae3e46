import type { PageFrame, PagePayload, PageView, PayloadAnswer } from '@kmx/domain/view';
import { expect } from 'vitest';

/** The page a payload address (`{page}/_payload.json…`) of the server at `origin` answers. */
export async function payloadAt(origin: string, address: string): Promise<PagePayload> {
  const response = await fetch(`${origin}${address}`, { redirect: 'manual' });
  const answer = (await response.json()) as PayloadAnswer;
  if (answer.kind !== 'page') throw new Error(`${address} answered ${JSON.stringify(answer)}`);
  return answer;
}

/** The page of a payload address, which must be found (200), and its view of the given kind. */
export async function pageAt<Kind extends PageView['kind']>(
  origin: string,
  address: string,
  kind: Kind,
): Promise<{ page: PagePayload; view: Extract<PageView, { kind: Kind }> }> {
  const page = await payloadAt(origin, address);
  expect(page.status).toBe(200);
  const { view } = page;
  if (view.kind !== kind) throw new Error(`${address} showed a ${view.kind} view`);
  return { page, view: view as Extract<PageView, { kind: Kind }> };
}

/** The view of a payload address, which must be a found page (200) of the given kind. */
export async function viewAt<Kind extends PageView['kind']>(
  origin: string,
  address: string,
  kind: Kind,
): Promise<Extract<PageView, { kind: Kind }>> {
  return (await pageAt(origin, address, kind)).view;
}

/** The titles of a view's breadcrumbs, Home first. */
export const breadcrumbTitles = (view: { readonly frame: PageFrame }) =>
  view.frame.breadcrumbs.entries.map((entry) => entry.title);
