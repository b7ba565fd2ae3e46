import type { WireFlowFile } from '@kmx/domain/portal';
import { format } from '../../i18n/format';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatBytes } from '../portal-intl';
import { ChecksumField } from './ChecksumField';

/** Where asking for a file's signed download link stands; absent while nothing is asked. */
export type WireFlowDownloadState = 'busy' | 'failed';

interface WireFlowFileItemProps {
  readonly file: WireFlowFile;
  readonly localeCode: string;
  readonly download: WireFlowDownloadState | undefined;
  readonly onDownload: (file: WireFlowFile) => void;
}

/** One file of a release: name, size, checksum and its download button with busy and failed. */
export function WireFlowFileItem({
  file,
  localeCode,
  download,
  onDownload,
}: WireFlowFileItemProps) {
  const messages = usePortalMessages();
  const busy = download === 'busy';
  return (
    <li className="wire-flow-file">
      <p className="wire-flow-file__name">
        {file.name}{' '}
        <span className="wire-flow-file__size">
          <span className="visually-hidden">{messages['portal.services.wireFlow.size']}: </span>
          {formatBytes(file.sizeBytes, localeCode)}
        </span>
      </p>
      <ChecksumField fileName={file.name} sha256={file.sha256} />
      <button
        type="button"
        className="button wire-flow-file__download"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onDownload(file);
        }}
      >
        {format(messages['portal.services.wireFlow.download'], { name: file.name })}
      </button>
      <span className="wire-flow-file__state" role="status">
        {busy ? messages['portal.services.wireFlow.preparing'] : ''}
      </span>
      {download === 'failed' && (
        <p className="wire-flow-file__failed" role="alert">
          {messages['portal.services.wireFlow.downloadFailed']}
        </p>
      )}
    </li>
  );
}
