import type { PagePayload } from '@kmx/domain/view';

/** What a render reports, in order: the shell (or its failure), the HTML in chunks, the end. */
export interface RenderHandlers {
  /** Status and head are decided: the first byte may go out. */
  shellReady(status: number): void;
  /** Nothing could be rendered; no byte was written. */
  shellFailed(error: unknown): void;
  write(chunk: Uint8Array): void;
  /** The renderer has handed over what it has so far (send it on, do not wait for more). */
  flush(): void;
  /** `complete` is false when part of the page failed and is left to the browser to render. */
  end(complete: boolean): void;
  /**
   * The whole page at once, complete, instead of `shellReady`, `write` and `end`: a render that
   * had nothing to wait for.
   */
  whole(status: number, html: string): void;
}

export interface RenderControl {
  /** Stops waiting for the rest of the page; what is still pending is left to the browser. */
  abort(): void;
}

/** Renders a page with the given nonce on its scripts. */
export type PageRenderer = (
  payload: PagePayload,
  nonce: string,
  handlers: RenderHandlers,
) => RenderControl;
