export interface ShareLinks {
  readonly email: string;
  readonly linkedIn: string;
  readonly x: string;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `encodeURIComponent` throws on a lone surrogate; a broken title must not break the page. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(loneSurrogate, '\uFFFD'));
}

/** Where the share modal sends a page: an e-mail draft, LinkedIn and X, each with the page's address. */
export function shareLinks(title: string, url: string): ShareLinks {
  const encodedUrl = encode(url);
  const encodedTitle = encode(title);
  return {
    email: `mailto:?subject=${encodedTitle}&body=${encodedUrl}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    x: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}`,
  };
}
