export {
  ContentPage,
  minHeadingsForTableOfContents,
  minSectionsForAnchorNavigation,
} from './ContentPage';
export type { ContentPageOptions, ContentPageProps } from './ContentPage';
