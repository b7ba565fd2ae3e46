export { searchPaging } from './search-paging';
export type { SearchPaging, SearchPagingInput } from './search-paging';
export { readableFileSize } from './file-size';
export type { FileSizeUnit } from './file-size';
export { mailtoLink } from './mailto-link';
export type { MailtoFields } from './mailto-link';
export { telLink } from './tel-link';
