import type { Config } from './config';

type UpstreamConfig = Pick<
  Config,
  'contentUrl' | 'catalogueUrl' | 'ticketingUrl' | 'searchUrl' | 'inventoryUrl' | 'wireFlowUrl'
>;

/**
 * Whether `startServer` starts the embedded sandbox: some upstream is left to it. Its demo
 * passwords (the editor area's among them) hold only then.
 */
export function embeddedSandboxRuns(config: UpstreamConfig): boolean {
  return [
    config.contentUrl,
    config.catalogueUrl,
    config.ticketingUrl,
    config.searchUrl,
    config.inventoryUrl,
    config.wireFlowUrl,
  ].some((url) => url === undefined);
}
