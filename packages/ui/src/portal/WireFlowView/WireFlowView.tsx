import type { ArtemisUserType, WireFlowFile } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import type { WireFlowDownloadState } from './WireFlowFileItem';
import { WireFlowReleases, type WireFlowReleasesState } from './WireFlowReleases';

export interface WireFlowViewProps {
  /** The locale: dates and sizes follow it. */
  readonly localeCode: string;
  /** How wire-flow runs for the user (spec portal 3); `unknown` until user info has loaded. */
  readonly userType: ArtemisUserType;
  /** The cloud service's address (`serviceUrlCloud`), for cloud users. */
  readonly cloudHref: string | null;
  /** The releases of the download center, for on-premise users. */
  readonly releases: WireFlowReleasesState;
  /** Per file id, a download link being asked for or failed. */
  readonly downloads: Readonly<Record<string, WireFlowDownloadState>>;
  /** The user wants a file: the app asks for its signed link and starts the download. */
  readonly onDownload: (file: WireFlowFile) => void;
  /** Loads the releases again after a failure. */
  readonly onRetry: () => void;
}

/**
 * The wire-flow service (artemis): a download center of the software for on-premise users, the way
 * into the cloud service for cloud users.
 */
export function WireFlowView({
  localeCode,
  userType,
  cloudHref,
  releases,
  downloads,
  onDownload,
  onRetry,
}: WireFlowViewProps) {
  const messages = usePortalMessages();
  return (
    <section
      className="wire-flow"
      aria-labelledby="kmx-wire-flow-title"
      aria-busy={userType === 'unknown' || (userType === 'onprem' && releases.kind === 'loading')}
    >
      <h1 id="kmx-wire-flow-title">{messages['portal.services.wireFlow.title']}</h1>
      {userType === 'unknown' && (
        <p role="status">{messages['portal.services.wireFlow.loading']}</p>
      )}
      {userType === 'cloud' && (
        <div className="wire-flow__cloud">
          <p>{messages['portal.services.wireFlow.cloud.intro']}</p>
          {cloudHref === null ? (
            <p>{messages['portal.services.wireFlow.cloud.unavailable']}</p>
          ) : (
            <p>
              <a className="button" href={cloudHref}>
                {messages['portal.services.wireFlow.cloud.open']}
              </a>
            </p>
          )}
        </div>
      )}
      {userType === 'onprem' && (
        <>
          <p>{messages['portal.services.wireFlow.onPremise.intro']}</p>
          <WireFlowReleases
            localeCode={localeCode}
            releases={releases}
            downloads={downloads}
            onDownload={onDownload}
            onRetry={onRetry}
          />
        </>
      )}
    </section>
  );
}
