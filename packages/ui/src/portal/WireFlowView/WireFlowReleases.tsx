import type { WireFlowFile, WireFlowRelease } from '@kmx/domain/portal';
import { format } from '../../i18n/format';
import { RetryAlert } from '../../RetryAlert';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatDate } from '../portal-intl';
import { WireFlowFileItem, type WireFlowDownloadState } from './WireFlowFileItem';

export type WireFlowReleasesState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly releases: readonly WireFlowRelease[] };

interface WireFlowReleasesProps {
  readonly localeCode: string;
  readonly releases: WireFlowReleasesState;
  readonly downloads: Readonly<Record<string, WireFlowDownloadState>>;
  readonly onDownload: (file: WireFlowFile) => void;
  readonly onRetry: () => void;
}

/** The on-premise download center: each release with date, notes and files. */
export function WireFlowReleases({
  localeCode,
  releases,
  downloads,
  onDownload,
  onRetry,
}: WireFlowReleasesProps) {
  const messages = usePortalMessages();
  if (releases.kind === 'loading') {
    return <p role="status">{messages['portal.services.wireFlow.loading']}</p>;
  }
  if (releases.kind === 'failed') {
    return (
      <RetryAlert
        message={messages['portal.services.wireFlow.failed']}
        retryLabel={messages['portal.services.retry']}
        onRetry={onRetry}
      />
    );
  }
  if (releases.releases.length === 0) {
    return <p role="status">{messages['portal.services.wireFlow.empty']}</p>;
  }
  return (
    <ol className="wire-flow-releases">
      {releases.releases.map((release) => (
        <li key={release.id} className="wire-flow-release">
          <h2>
            {format(messages['portal.services.wireFlow.version'], { version: release.version })}
          </h2>
          <p className="wire-flow-release__date">
            {messages['portal.services.wireFlow.releasedOn']}{' '}
            <time dateTime={release.releasedOn}>{formatDate(release.releasedOn, localeCode)}</time>
          </p>
          <h3>{messages['portal.services.wireFlow.notes']}</h3>
          <p className="wire-flow-release__notes">{release.notes}</p>
          <h3>{messages['portal.services.wireFlow.files']}</h3>
          <ul className="wire-flow-release__files">
            {release.files.map((file) => (
              <WireFlowFileItem
                key={file.id}
                file={file}
                localeCode={localeCode}
                download={downloads[file.id]}
                onDownload={onDownload}
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
