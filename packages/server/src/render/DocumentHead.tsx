import type { PageHead } from '@kmx/domain/view';

export interface DocumentHeadProps {
  readonly head: PageHead;
}

/**
 * Title, description, robots, canonical, language alternates and Open Graph (DESIGN.md "One
 * request"): in the first bytes, so crawlers and link previews need no JavaScript.
 */
export function DocumentHead({ head }: DocumentHeadProps) {
  const { canonical, openGraph } = head;
  return (
    <>
      <title>{head.title}</title>
      {head.description !== '' && <meta name="description" content={head.description} />}
      <meta name="robots" content={head.robots} />
      {canonical !== null && <link rel="canonical" href={canonical} />}
      {head.alternates.map(({ hrefLang, href }) => (
        <link key={`${hrefLang} ${href}`} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:title" content={head.title} />
      {head.description !== '' && <meta property="og:description" content={head.description} />}
      <meta property="og:type" content={openGraph.type} />
      {canonical !== null && <meta property="og:url" content={canonical} />}
      <meta property="og:site_name" content={openGraph.siteName} />
      <meta property="og:locale" content={openGraph.locale} />
      {openGraph.image !== null && <meta property="og:image" content={openGraph.image} />}
    </>
  );
}
