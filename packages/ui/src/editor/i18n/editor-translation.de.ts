import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { editorTranslationEn } from './editor-translation.en';

/** Texts of the editor area: the translation panel. German. */
export const editorTranslationDe: AreaTexts<typeof editorTranslationEn> = {
  'editor.translation.title': 'Übersetzung',
  'editor.translation.heading': 'Übersetzung von «{title}»',
  'editor.translation.close': 'Übersetzungsbereich schliessen',
  'editor.translation.sourceLanguage': 'Ausgangssprache',
  'editor.translation.pageState': 'Stand der Seite',
  'editor.translation.loading': 'Der aktuelle Stand wird gelesen…',
  'editor.translation.noTargets':
    'Diese Seite hat keine Zielsprachen: Es gibt nichts zu übersetzen, zu starten oder zurückzusetzen.',
  'editor.translation.table': 'Zielsprachen',
  'editor.translation.column.language': 'Sprache',
  'editor.translation.column.state': 'Stand',
  'editor.translation.column.exported': 'Exportiert',
  'editor.translation.column.imported': 'Importiert',
  'editor.translation.notYet': 'noch nicht',
  'editor.translation.sourceChanged': 'Quelle seit dem Export geändert',
  'editor.translation.start': 'Übersetzung starten',
  'editor.translation.starting': 'Übersetzung wird gestartet…',
  'editor.translation.reset': 'Übersetzung zurücksetzen',
  'editor.translation.resetting': 'Übersetzung wird zurückgesetzt…',
  'editor.translation.refreshing': 'In Arbeit: Der Stand wird von selbst aktualisiert.',
  'editor.translation.failed.state':
    'Der aktuelle Stand konnte nicht gelesen werden. Angezeigt ist der zuletzt gelesene Stand.',
  'editor.translation.failed.start':
    'Die Übersetzung konnte nicht gestartet werden. Angezeigt ist der Stand vor Ihrem Versuch.',
  'editor.translation.failed.reset':
    'Die Übersetzung konnte nicht zurückgesetzt werden. Angezeigt ist der Stand vor Ihrem Versuch.',
  'editor.translation.retry': 'Erneut versuchen',
  'editor.translation.confirm.title': 'Übersetzung zurücksetzen?',
  'editor.translation.confirm.text':
    'Diese Sprachen von «{title}» werden wieder zur Übersetzung vorgemerkt:',
  'editor.translation.confirm.action': 'Übersetzung zurücksetzen',
  'editor.translation.confirm.cancel': 'Abbrechen',
  'editor.translation.subtree.heading': 'Seite und Unterseiten',
  'editor.translation.subtree.start':
    'Übersetzung für diese Seite und ihre {count} Unterseiten starten',
  'editor.translation.subtree.nothing':
    'Nichts zu starten: Keine Seite dieses Teilbaums ist zur Übersetzung vorgemerkt.',
  'editor.translation.subtree.toStart': '{count} von {all} Seiten sind zur Übersetzung vorgemerkt.',
  'editor.translation.subtree.progress': '{done} von {total} Seiten',
  'editor.translation.subtree.progressLabel': 'Übersetzung des Teilbaums wird gestartet',
  'editor.translation.subtree.cancel': 'Abbrechen',
  'editor.translation.subtree.cancelling': 'Wird nach der aktuellen Seite abgebrochen…',
  'editor.translation.subtree.started': 'Übersetzung für {count} Seiten gestartet.',
  'editor.translation.subtree.cancelled': 'Abgebrochen: {count} Seiten wurden nicht gestartet.',
  'editor.translation.subtree.failed':
    'Für {count} Seiten konnte die Übersetzung nicht gestartet werden:',
  'editor.translation.subtree.retryFailed': 'Fehlgeschlagene Seiten erneut versuchen',
};
