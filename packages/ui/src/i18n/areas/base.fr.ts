import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. French. */
export const baseFr: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Masquer le message',
  'flashMessage.region': 'Remarque',
  'notFound.title': 'Page introuvable',
  'notFound.message': 'Page introuvable : {path}',
  'notFound.homeLink': "Retour à la page d'accueil",
  'block.unknown': "Ce bloc de contenu de type « {type} » n'a pas encore de moteur de rendu.",
  'portal.title': 'Votre portail',
  'callback.completing': 'Finalisation de votre connexion…',
  skipLink: 'Aller au contenu',
};
