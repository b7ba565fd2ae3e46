/** Texts of the editor area: the translation panel. English. */
export const editorTranslationEn = {
  'editor.translation.title': 'Translation',
  'editor.translation.heading': 'Translation of “{title}”',
  'editor.translation.close': 'Close the translation panel',
  'editor.translation.sourceLanguage': 'Source language',
  'editor.translation.pageState': 'State of the page',
  'editor.translation.loading': 'Reading the current state…',
  'editor.translation.noTargets':
    'This page has no target languages: there is nothing to translate, start or reset.',
  'editor.translation.table': 'Target languages',
  'editor.translation.column.language': 'Language',
  'editor.translation.column.state': 'State',
  'editor.translation.column.exported': 'Exported',
  'editor.translation.column.imported': 'Imported',
  'editor.translation.notYet': 'not yet',
  'editor.translation.sourceChanged': 'Source changed since export',
  'editor.translation.start': 'Start translation',
  'editor.translation.starting': 'Starting translation…',
  'editor.translation.reset': 'Reset translation',
  'editor.translation.resetting': 'Resetting translation…',
  'editor.translation.refreshing': 'In progress: the state is refreshed by itself.',
  'editor.translation.failed.state':
    'The current state could not be read. Shown is the state last read.',
  'editor.translation.failed.start':
    'Translation could not be started. Shown is the state before you tried.',
  'editor.translation.failed.reset':
    'Translation could not be reset. Shown is the state before you tried.',
  'editor.translation.retry': 'Try again',
  'editor.translation.confirm.title': 'Reset the translation?',
  'editor.translation.confirm.text':
    'These languages of “{title}” will be marked for translation again:',
  'editor.translation.confirm.action': 'Reset translation',
  'editor.translation.confirm.cancel': 'Cancel',
  'editor.translation.subtree.heading': 'Page and sub-pages',
  'editor.translation.subtree.start': 'Start translation for this page and its {count} sub-pages',
  'editor.translation.subtree.nothing':
    'Nothing to start: no page of this subtree is marked for translation.',
  'editor.translation.subtree.toStart': '{count} of {all} pages are marked for translation.',
  'editor.translation.subtree.progress': '{done} of {total} pages',
  'editor.translation.subtree.progressLabel': 'Starting translation of the subtree',
  'editor.translation.subtree.cancel': 'Cancel',
  'editor.translation.subtree.cancelling': 'Cancelling after the current page…',
  'editor.translation.subtree.started': 'Translation started for {count} pages.',
  'editor.translation.subtree.cancelled': 'Cancelled: {count} pages were not started.',
  'editor.translation.subtree.failed': 'Translation could not be started for {count} pages:',
  'editor.translation.subtree.retryFailed': 'Try the failed pages again',
} as const;
