/** Texts of the editor area: the draft preview. English. */
export const editorPreviewEn = {
  'editor.preview.title': 'Preview',
  'editor.preview.bannerLabel': 'Preview stage and language',
  'editor.preview.otherStage.DRAFT': 'Show the draft of this page',
  'editor.preview.otherStage.PUBLISHED': 'Show the published page',
  'editor.preview.backToTree': 'Back to the page tree',
  'editor.preview.documentTitle': '{title} · {stage} · Preview',
  'editor.preview.loading': 'Loading the preview…',
  'editor.preview.notFound.DRAFT': 'This page has no draft in {language}.',
  'editor.preview.notFound.PUBLISHED': 'This page is not published in {language}.',
  'editor.preview.protected.DRAFT':
    'Protected pages cannot be previewed as drafts. Open the published page to see it with its password or role.',
  'editor.preview.protected.PUBLISHED':
    'This page is protected: the preview does not show protected pages. Open it on the site to see it with its password or role.',
  'editor.preview.failed': 'The preview could not be loaded.',
  'editor.preview.retry': 'Try again',
  'editor.preview.textOnly':
    'The preview shows text content only: images, videos and other blocks appear as labelled outlines.',
  'editor.preview.noBlocks': 'This page has no content blocks.',
  'editor.preview.block.RichText': 'Text',
  'editor.preview.block.FlashMessage': 'Flash message',
  'editor.preview.block.Image': 'Image',
  'editor.preview.block.Video': 'Video',
  'editor.preview.block.Gallery': 'Gallery',
  'editor.preview.block.Teaser': 'Teaser',
  'editor.preview.block.Teasers': 'Teasers',
  'editor.preview.block.Table': 'Table',
  'editor.preview.block.Accordion': 'Accordion',
  'editor.preview.block.ProductList': 'Product list',
  'editor.preview.block.Downloads': 'Downloads',
  'editor.preview.block.ContactTeaser': 'Contact',
  'editor.preview.block.Quote': 'Quote',
} as const;
