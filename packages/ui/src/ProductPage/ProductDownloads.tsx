import type { ProductDocument } from '@kmx/domain/catalogue';
import { imageSizes } from '@kmx/domain/media';
import { readableFileSize } from '@kmx/domain/text';
import { useId } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';

export interface ProductDownloadsProps {
  readonly documents: readonly ProductDocument[];
}

/** Spec public-site 2.5, 3.6: documents with name, type, content language and size. */
export function ProductDownloads({ documents }: ProductDownloadsProps) {
  const messages = useMessages();
  const headingId = useId();
  if (documents.length === 0) return null;
  return (
    <section className="product-section product-downloads" aria-labelledby={headingId}>
      <h2 id={headingId}>{messages['catalogue.product.downloads']}</h2>
      <ul className="product-downloads__list">
        {documents.map((document, index) => (
          <ProductDownload key={`${document.url}-${index}`} document={document} />
        ))}
      </ul>
    </section>
  );
}

function ProductDownload({ document }: { readonly document: ProductDocument }) {
  const messages = useMessages();
  const detailsId = useId();
  const details = [
    format(messages['catalogue.product.documentType'], { type: document.type }),
    format(messages['catalogue.product.documentLanguage'], {
      language: document.contentLanguage.toUpperCase(),
    }),
    format(messages['catalogue.product.documentSize'], {
      size: readableFileSize(document.sizeInBytes, messages['catalogue.product.decimalMark']),
    }),
  ];
  return (
    <li className="product-download">
      {document.thumbnail === null ? (
        <span className="product-download__cover product-download__cover--none" aria-hidden="true">
          {document.extension.toUpperCase()}
        </span>
      ) : (
        <ResponsiveImage
          image={{ url: document.thumbnail, alternativeText: '' }}
          size={imageSizes.documentThumbnail}
          mode="fixed"
          decorative
          className="product-download__cover"
        />
      )}
      <div className="product-download__body">
        {/* Documents open in a new tab (a PDF reads there) or download, as the browser prefers. */}
        <a
          className="product-download__link"
          href={document.url}
          download={document.filename}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={detailsId}
        >
          {document.name}
          <span className="visually-hidden"> {messages['catalogue.product.newTab']}</span>
        </a>
        <p id={detailsId} className="product-download__details">
          {details.join(' · ')}
        </p>
      </div>
    </li>
  );
}
