import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * Spanish. The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsEs: AreaTexts<typeof formsEn> = {
  'forms.required': '(obligatorio)',
  'forms.errors.title': 'Se ha producido un problema',
  'forms.errors.prefix': 'Error:',
  'forms.honeypot': 'Deje este campo vacío',
  'forms.field.name': 'Nombre',
  'forms.field.email': 'Correo electrónico',
  'forms.field.firstName': 'Nombre',
  'forms.field.lastName': 'Apellidos',
  'forms.field.company': 'Empresa',
  'forms.field.country': 'País',
  'forms.field.phone': 'Teléfono',
  'forms.field.message': 'Su mensaje',
  'forms.field.product': 'Producto',
  'forms.field.serialNumber': 'Número de serie',
  'forms.field.details': 'Detalles de su solicitud',
  'forms.field.consent':
    'Acepto que mis datos se almacenen y utilicen para responder a esta solicitud.',
  'forms.contact.regarding': 'Su solicitud se refiere a: {product}',
  'forms.contact.submit': 'Enviar mensaje',
  'forms.licenceRequest.title': 'Solicitar una licencia de código abierto',
  'forms.licenceRequest.submit': 'Enviar solicitud',
  'forms.whitepaper.title': 'Descargar el white paper',
  'forms.whitepaper.named': 'White paper: {title}',
  'forms.whitepaper.submit': 'Obtener el white paper',
  'forms.sending': 'Enviando…',
  'forms.sent.title': 'Gracias',
  'forms.sent.contact':
    'Hemos recibido su mensaje. Uno de nuestros expertos le responderá en un plazo de {hours} horas.',
  'forms.sent.licenceRequest':
    'Hemos recibido su solicitud de licencia y le responderemos por correo electrónico.',
  'forms.sent.whitepaper': 'Su white paper está listo.',
  'forms.download': 'Descargar el white paper',
  'forms.failed.title': 'No enviado',
  'forms.failed.text':
    'Se ha producido un error. No se ha perdido nada de lo que ha escrito: vuelva a intentarlo.',
  'forms.failed.licenceRequest':
    'Se ha producido un error. Compruebe los datos introducidos y vuelva a intentarlo.',
  'forms.refused.crossOrigin':
    'Este formulario solo puede enviarse desde nuestras propias páginas. Vuelva a cargar la página y envíelo de nuevo.',
  'forms.refused.tooFast':
    'El formulario se envió muy poco después de abrirse. Compruebe los datos introducidos y envíelo de nuevo.',
  'forms.refused.tooMany':
    'Se han enviado demasiados formularios desde su dirección. Vuelva a intentarlo dentro de unos minutos.',
  'forms.refused.unavailable':
    'No hemos podido guardar su solicitud en este momento. Vuelva a intentarlo en unos instantes.',
  'forms.outcome.back': 'Volver a la página anterior',
  'forms.problem.invalid': 'Introduzca un valor válido',
  'forms.problem.checkbox': 'Marque la casilla para continuar',
  'forms.problem.email': 'Indique una dirección de correo electrónico válida',
  'forms.problem.firstName': 'Introduzca su nombre',
  'forms.problem.lastName': 'Introduzca sus apellidos',
  'forms.problem.company': 'Indique la empresa para la que trabaja',
  'forms.problem.country': 'Indique el país en el que se encuentra',
  'forms.problem.product': 'Indique el producto al que se refiere su solicitud',
  'forms.problem.serialNumber': 'Introduzca el número de serie de su producto',
  'forms.problem.details': 'Añada algunos detalles más',
  'forms.problem.name': 'Introduzca su nombre',
  'forms.problem.phone': 'Introduzca un número de teléfono válido',
  'forms.problem.message': 'Introduzca su mensaje',
};
