import { useId, useRef, useState } from 'react';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';

interface ChecksumFieldProps {
  readonly fileName: string;
  readonly sha256: string;
}

/** A file's SHA-256 in a read-only monospace field with a button that copies it. */
export function ChecksumField({ fileName, sha256 }: ChecksumFieldProps) {
  const messages = usePortalMessages();
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    fieldRef.current?.select();
    // Without the clipboard API (an insecure origin) the selected text is there to copy by hand.
    if (navigator.clipboard === undefined) return;
    try {
      await navigator.clipboard.writeText(sha256);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="checksum">
      <label className="checksum__label" htmlFor={id}>
        {messages['portal.services.wireFlow.checksum']}
        <span className="visually-hidden"> ({fileName})</span>
      </label>
      <input
        ref={fieldRef}
        id={id}
        className="checksum__value"
        readOnly
        spellCheck={false}
        value={sha256}
        onFocus={(event) => event.target.select()}
      />
      <button type="button" className="checksum__copy" onClick={() => void copy()}>
        {messages['portal.services.wireFlow.copy']}
        <span className="visually-hidden"> ({fileName})</span>
      </button>
      <span className="checksum__copied" role="status">
        {copied ? messages['portal.services.wireFlow.copied'] : ''}
      </span>
    </div>
  );
}
