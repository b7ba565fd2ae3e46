import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Portuguese (Brazil). */
export const searchPt: AreaTexts<typeof searchEn> = {
  'search.open': 'Pesquisar',
  'search.dialog': 'Pesquisa no site',
  'search.label': 'Pesquisar no site',
  'search.placeholder': 'O que você está procurando?',
  'search.submit': 'Pesquisar',
  'search.suggestions': 'Sugestões',
  'search.results.title': 'Resultados para “{query}”',
  'search.results.one': '{count} resultado',
  'search.results.many': '{count} resultados',
  'search.results.range': '{from}–{to} de {total}',
  'search.results.more': 'mostrar mais {count}',
  'search.loading': 'Pesquisando…',
  'search.failed': 'A pesquisa falhou, tente novamente.',
  'search.retry': 'Tentar novamente',
  'search.empty': 'Nada encontrado para “{query}”. Tente outras palavras.',
  'search.kind.page': 'Página',
  'search.kind.product': 'Produto',
  'search.kind.service': 'Serviço',
  'search.kind.story': 'História',
  'search.kind.media-release': 'Comunicado à imprensa',
};
