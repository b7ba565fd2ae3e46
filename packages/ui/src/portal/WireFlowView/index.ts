export { WireFlowView } from './WireFlowView';
export type { WireFlowViewProps } from './WireFlowView';
export type { WireFlowDownloadState } from './WireFlowFileItem';
export type { WireFlowReleasesState } from './WireFlowReleases';
