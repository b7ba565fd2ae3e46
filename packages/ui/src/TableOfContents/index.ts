export { TableOfContents } from './TableOfContents';
export type { TableOfContentsProps } from './TableOfContents';
