import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * French. The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsFr: AreaTexts<typeof formsEn> = {
  'forms.required': '(obligatoire)',
  'forms.errors.title': 'Un problème est survenu',
  'forms.errors.prefix': 'Erreur :',
  'forms.honeypot': 'Laissez ce champ vide',
  'forms.field.name': 'Nom',
  'forms.field.email': 'E-mail',
  'forms.field.firstName': 'Prénom',
  'forms.field.lastName': 'Nom de famille',
  'forms.field.company': 'Entreprise',
  'forms.field.country': 'Pays',
  'forms.field.phone': 'Téléphone',
  'forms.field.message': 'Votre message',
  'forms.field.product': 'Produit',
  'forms.field.serialNumber': 'Numéro de série',
  'forms.field.details': 'Précisions sur votre demande',
  'forms.field.consent':
    "J'accepte que mes données soient enregistrées et utilisées pour répondre à cette demande.",
  'forms.contact.regarding': 'Votre demande concerne : {product}',
  'forms.contact.submit': 'Envoyer le message',
  'forms.licenceRequest.title': 'Demander une licence open source',
  'forms.licenceRequest.submit': 'Envoyer la demande',
  'forms.whitepaper.title': 'Télécharger le livre blanc',
  'forms.whitepaper.named': 'Livre blanc : {title}',
  'forms.whitepaper.submit': 'Obtenir le livre blanc',
  'forms.sending': 'Envoi en cours…',
  'forms.sent.title': 'Merci',
  'forms.sent.contact':
    "Nous avons bien reçu votre message. L'un de nos experts vous répondra sous {hours} heures.",
  'forms.sent.licenceRequest':
    'Nous avons bien reçu votre demande de licence et vous répondrons par e-mail.',
  'forms.sent.whitepaper': 'Votre livre blanc est prêt.',
  'forms.download': 'Télécharger le livre blanc',
  'forms.failed.title': 'Non envoyé',
  'forms.failed.text':
    "Une erreur s'est produite. Aucune de vos saisies n'est perdue : veuillez réessayer.",
  'forms.failed.licenceRequest': "Une erreur s'est produite. Vérifiez vos saisies et réessayez.",
  'forms.refused.crossOrigin':
    "Ce formulaire ne peut être envoyé que depuis nos propres pages. Veuillez recharger la page et l'envoyer à nouveau.",
  'forms.refused.tooFast':
    "Le formulaire a été envoyé très peu de temps après son ouverture. Veuillez vérifier vos saisies et l'envoyer à nouveau.",
  'forms.refused.tooMany':
    'Trop de formulaires ont été envoyés depuis votre adresse. Veuillez réessayer dans quelques minutes.',
  'forms.refused.unavailable':
    "Nous n'avons pas pu enregistrer votre demande pour le moment. Veuillez réessayer dans un instant.",
  'forms.outcome.back': 'Retour à la page précédente',
  'forms.problem.invalid': 'Veuillez saisir une valeur valide',
  'forms.problem.checkbox': 'Veuillez cocher la case pour continuer',
  'forms.problem.email': 'Veuillez indiquer une adresse e-mail valide',
  'forms.problem.firstName': 'Veuillez saisir votre prénom',
  'forms.problem.lastName': 'Veuillez saisir votre nom de famille',
  'forms.problem.company': "Veuillez indiquer l'entreprise pour laquelle vous travaillez",
  'forms.problem.country': 'Veuillez indiquer le pays où vous vous trouvez',
  'forms.problem.product': 'Veuillez préciser le produit concerné par votre demande',
  'forms.problem.serialNumber': 'Veuillez saisir le numéro de série de votre produit',
  'forms.problem.details': 'Veuillez ajouter quelques précisions',
  'forms.problem.name': 'Veuillez saisir votre nom',
  'forms.problem.phone': 'Veuillez saisir un numéro de téléphone valide',
  'forms.problem.message': 'Veuillez saisir votre message',
};
