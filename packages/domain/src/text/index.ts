export { searchPaging } from './search-paging';
export type { SearchPaging, SearchPagingInput } from './search-paging';
export { resultRangeText, resultsCountText, showMoreText } from './search-texts';
export { ellipsis, truncateText } from './truncate-text';
export { fileSizeUnits, readableFileSize } from './file-size';
export type { FileSizeUnit } from './file-size';
export { mailtoLink } from './mailto-link';
export type { MailtoFields } from './mailto-link';
