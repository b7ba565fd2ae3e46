import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { editorPreviewEn } from './editor-preview.en';

/** Texts of the editor area: the draft preview. German. */
export const editorPreviewDe: AreaTexts<typeof editorPreviewEn> = {
  'editor.preview.title': 'Vorschau',
  'editor.preview.bannerLabel': 'Stand und Sprache der Vorschau',
  'editor.preview.otherStage.DRAFT': 'Entwurf dieser Seite zeigen',
  'editor.preview.otherStage.PUBLISHED': 'Veröffentlichte Seite zeigen',
  'editor.preview.backToTree': 'Zurück zum Seitenbaum',
  'editor.preview.documentTitle': '{title} · {stage} · Vorschau',
  'editor.preview.loading': 'Die Vorschau wird geladen…',
  'editor.preview.notFound.DRAFT': 'Diese Seite hat keinen Entwurf in {language}.',
  'editor.preview.notFound.PUBLISHED': 'Diese Seite ist in {language} nicht veröffentlicht.',
  'editor.preview.protected.DRAFT':
    'Geschützte Seiten können nicht als Entwurf angezeigt werden. Öffnen Sie die veröffentlichte Seite, um sie mit Passwort oder Rolle zu sehen.',
  'editor.preview.protected.PUBLISHED':
    'Diese Seite ist geschützt: Die Vorschau zeigt keine geschützten Seiten. Öffnen Sie sie auf der Website, um sie mit Passwort oder Rolle zu sehen.',
  'editor.preview.failed': 'Die Vorschau konnte nicht geladen werden.',
  'editor.preview.retry': 'Erneut versuchen',
  'editor.preview.textOnly':
    'Die Vorschau zeigt nur Textinhalte: Bilder, Videos und andere Blöcke erscheinen als beschriftete Umrisse.',
  'editor.preview.noBlocks': 'Diese Seite hat keine Inhaltsblöcke.',
  'editor.preview.block.RichText': 'Textblock',
  'editor.preview.block.FlashMessage': 'Kurzmeldung',
  'editor.preview.block.Image': 'Bild',
  'editor.preview.block.Video': 'Videoblock',
  'editor.preview.block.Gallery': 'Galerie',
  'editor.preview.block.Teaser': 'Anreisser',
  'editor.preview.block.Teasers': 'Anreisser-Gruppe',
  'editor.preview.block.Table': 'Tabelle',
  'editor.preview.block.Accordion': 'Akkordeon',
  'editor.preview.block.ProductList': 'Produktliste',
  'editor.preview.block.Downloads': 'Downloadbereich',
  'editor.preview.block.ContactTeaser': 'Kontakt',
  'editor.preview.block.Quote': 'Zitat',
  'editor.preview.block.LicenceRequestForm': 'Formular Lizenzanfrage',
  'editor.preview.block.WhitepaperForm': 'Formular Whitepaper',
  'editor.preview.block.Hero': 'Bühne (Hero)',
  'editor.preview.block.KeyFigures': 'Kennzahlen',
};
