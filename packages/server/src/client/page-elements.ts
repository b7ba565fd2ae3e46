/**
 * The two elements of the page's HTML shell the browser starts from, written by the server's
 * `Document` as children of `<body>` itself: the app's root, and after it the startup data (the
 * page embedded for hydration). Their ids are in the product's own space (see the domain's
 * `contentElementId`), which CMS markup never gets; and they are looked up where the server puts
 * them, not by id alone, because markup could carry any id if the sanitiser ever let one through:
 * everything content brings is rendered inside the root, so it can never be a child of `<body>`.
 */
export const rootElementId = 'root';
export const viewElementId = 'kmx-view';

/** The text of the startup data, or `null` when the page has none. */
export function startupDataText(document: Document): string | null {
  return (
    document.querySelector(`body > script[type="application/json"]#${viewElementId}`)
      ?.textContent ?? null
  );
}

/** The element the app mounts on, or `null` when the page has none. */
export function appRootElement(document: Document): HTMLElement | null {
  return document.querySelector<HTMLElement>(`body > div#${rootElementId}`);
}
