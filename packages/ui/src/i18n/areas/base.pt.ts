import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. Portuguese (Brazil). */
export const basePt: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Ocultar mensagem',
  'flashMessage.region': 'Aviso',
  'notFound.title': 'Página não encontrada',
  'notFound.message': 'Página não encontrada: {path}',
  'notFound.homeLink': 'Voltar para a página inicial',
  'block.unknown':
    'Este bloco de conteúdo do tipo “{type}” ainda não tem um componente de exibição.',
  'portal.title': 'Seu portal',
  'callback.completing': 'Concluindo seu login…',
  skipLink: 'Pular para o conteúdo',
};
