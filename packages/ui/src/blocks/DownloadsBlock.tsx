import type { DownloadFile } from '@kmx/domain/content';
import { imageSizes } from '@kmx/domain/media';
import { readableFileSize } from '@kmx/domain/text';
import { useId } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import type { BlockRendererProps } from './BlockRegistry';
import { BlockTitle } from './BlockTitle';

/** Documents to download, each with its cover (128x180), type, size and language. */
export function DownloadsBlock({ block }: BlockRendererProps<'Downloads'>) {
  if (block.files.length === 0) return null;
  return (
    <section className="block block-downloads">
      <BlockTitle blockId={block.id} title={block.title} />
      <ul className="downloads">
        {block.files.map((file, index) => (
          <DownloadEntry key={`${file.url}-${index}`} file={file} />
        ))}
      </ul>
    </section>
  );
}

function DownloadEntry({ file }: { file: DownloadFile }) {
  const messages = useMessages();
  const detailsId = useId();
  const type = file.extension.toUpperCase();
  const details = [
    format(messages['blocks.downloads.type'], { type }),
    readableFileSize(file.sizeBytes, messages['blocks.decimalMark']),
    ...(file.language === null
      ? []
      : [format(messages['blocks.downloads.language'], { language: file.language.toUpperCase() })]),
  ];
  return (
    <li className="download">
      {file.thumbnail === null ? (
        <span className="download__cover download__cover--none" aria-hidden="true">
          {type}
        </span>
      ) : (
        <ResponsiveImage
          image={file.thumbnail}
          size={imageSizes.documentThumbnail}
          mode="fixed"
          decorative
          className="download__cover"
        />
      )}
      <div className="download__body">
        <a className="download__link" href={file.url} aria-describedby={detailsId}>
          {file.name}
        </a>
        <p id={detailsId} className="download__details">
          {details.join(' · ')}
        </p>
      </div>
    </li>
  );
}
