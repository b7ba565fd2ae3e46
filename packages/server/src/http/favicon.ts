/** The site's icon: a wire cross-section in the brand colour. */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#003c78"/><circle cx="16" cy="16" r="8" fill="#ffbf47"/><circle cx="16" cy="16" r="3" fill="#b87333"/></svg>`;
