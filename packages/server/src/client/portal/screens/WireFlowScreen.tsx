import type { WireFlowFile, WireFlowRelease } from '@kmx/domain/portal';
import { WireFlowView, type WireFlowDownloadState } from '@kmx/ui/portal';
import { useState } from 'react';
import type { PortalScreenContext } from '../PortalScreenContext';
import { useLoad } from '../use-load';
import { useScreenTitle } from '../use-screen-title';

const noReleases = (): Promise<readonly WireFlowRelease[]> => Promise.resolve([]);

/**
 * `/wire-flow`: on-premise users get the download center (versions, notes, sizes, checksums; a
 * download asks the server for a signed address valid a minute, then the browser goes there);
 * cloud users get the way into the cloud service (`serviceUrlCloud`).
 */
export function WireFlowScreen({ portal }: { portal: PortalScreenContext }) {
  const { messages, services, view } = portal;
  useScreenTitle(portal, messages['portal.app.title.wireFlow']);
  const onPremise = services.artemisUserType === 'onprem';
  const [releases, retry] = useLoad(
    onPremise ? 'releases' : 'cloud',
    onPremise ? () => portal.api.wireFlowReleases() : noReleases,
    (error) => portal.report('The wire-flow releases could not be loaded', error),
  );
  const [downloads, setDownloads] = useState<Readonly<Record<string, WireFlowDownloadState>>>({});
  const setDownload = (id: string, state: WireFlowDownloadState | null) =>
    setDownloads((current) =>
      Object.fromEntries([
        ...Object.entries(current).filter(([key]) => key !== id),
        ...(state === null ? [] : [[id, state] as const]),
      ]),
    );
  const onDownload = (file: WireFlowFile) => {
    setDownload(file.id, 'busy');
    portal.api.wireFlowLink(file.id).then(
      (href) => {
        setDownload(file.id, null);
        portal.leaveTo(href);
      },
      (error: unknown) => {
        portal.report('The download could not be prepared', error);
        setDownload(file.id, 'failed');
      },
    );
  };
  return (
    <WireFlowView
      localeCode={view.localeCode}
      userType={services.artemisUserType}
      cloudHref={view.links.wireFlowCloud ?? null}
      releases={
        releases.kind === 'loaded'
          ? { kind: 'loaded', releases: releases.value }
          : { kind: releases.kind }
      }
      downloads={downloads}
      onDownload={onDownload}
      onRetry={retry}
    />
  );
}
