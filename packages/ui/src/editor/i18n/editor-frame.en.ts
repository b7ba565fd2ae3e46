/** Texts of the editor area: its frame (title, choices of site, language and stage, sign-out). English. */
export const editorFrameEn = {
  'editor.frame.title': 'Editor area',
  'editor.frame.loading': 'Loading the editor area…',
  'editor.frame.noSites': 'No site can be edited: the content service lists none.',
  'editor.frame.site': 'Site',
  'editor.frame.language': 'Language',
  'editor.frame.stage': 'Stage',
  'editor.frame.stage.DRAFT': 'Draft',
  'editor.frame.stage.PUBLISHED': 'Published',
  'editor.frame.signOut': 'Sign out',
  'editor.frame.signingOut': 'Signing you out…',
  'editor.frame.signOutFailed': 'Sorry, signing out did not work. Please try again.',
} as const;
