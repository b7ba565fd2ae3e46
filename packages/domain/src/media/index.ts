export { imageFormats, imageSizes } from './image-sizes';
export type { ImageFormat, ImageSize, ImageSizeName } from './image-sizes';
export { imageSrcset, imageUrl } from './image-url';
export {
  imageSizesAttribute,
  imageWidthSrcset,
  layoutImageSizes,
  layoutVideoSizes,
} from './layout-sizes';
export { videoSource } from './video-source';
export type { VideoSource } from './video-source';
export { documentTypes } from './document-types';
