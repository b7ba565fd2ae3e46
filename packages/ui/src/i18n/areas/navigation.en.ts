/** Texts of client navigation in the browser: loading indicator and the like. English. */
export const navigationEn = {
  'navigation.loading': 'Loading…',
  'navigation.pageLoaded': 'Page loaded: {title}',
};
