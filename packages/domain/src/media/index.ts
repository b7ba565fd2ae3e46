export { imageFit, imageFormats, imageQuality, imageSizes } from './image-sizes';
export type { ImageFormat, ImageSize, ImageSizeName } from './image-sizes';
export { imageSrcset, imageUrl } from './image-url';
export {
  imageSizesAttribute,
  imageWidthSrcset,
  layoutImageSizes,
  layoutVideoSizes,
} from './layout-sizes';
export { videoFileTypes, videoSource } from './video-source';
export type { VideoSource } from './video-source';
