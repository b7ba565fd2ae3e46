import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Spanish. */
export const baseEs: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Ocultar mensaje',
  'flashMessage.region': 'Aviso',
  'notFound.title': 'Página no encontrada',
  'notFound.message': 'Página no encontrada: {path}',
  'notFound.homeLink': 'Volver a la página de inicio',
  'block.unknown':
    'Este bloque de contenido de tipo “{type}” aún no tiene un componente de visualización.',
  'portal.title': 'Su portal',
  'callback.completing': 'Completando el inicio de sesión…',
  skipLink: 'Ir al contenido',
};
