import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * Portuguese (Brazil). The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsPt: AreaTexts<typeof formsEn> = {
  'forms.required': '(obrigatório)',
  'forms.errors.title': 'Há um problema',
  'forms.errors.prefix': 'Erro:',
  'forms.honeypot': 'Deixe este campo em branco',
  'forms.field.name': 'Nome',
  'forms.field.email': 'E-mail',
  'forms.field.firstName': 'Nome',
  'forms.field.lastName': 'Sobrenome',
  'forms.field.company': 'Empresa',
  'forms.field.country': 'País',
  'forms.field.phone': 'Telefone',
  'forms.field.message': 'Sua mensagem',
  'forms.field.product': 'Produto',
  'forms.field.serialNumber': 'Número de série',
  'forms.field.details': 'Detalhes da sua solicitação',
  'forms.field.consent':
    'Concordo que meus dados sejam armazenados e usados para responder a esta solicitação.',
  'forms.contact.regarding': 'Sua solicitação refere-se a: {product}',
  'forms.contact.submit': 'Enviar mensagem',
  'forms.licenceRequest.title': 'Solicitar uma licença de código aberto',
  'forms.licenceRequest.submit': 'Enviar solicitação',
  'forms.whitepaper.title': 'Baixar o white paper',
  'forms.whitepaper.named': 'White paper: {title}',
  'forms.whitepaper.submit': 'Obter o white paper',
  'forms.sending': 'Enviando…',
  'forms.sent.title': 'Obrigado',
  'forms.sent.contact':
    'Recebemos sua mensagem. Um de nossos especialistas responderá em até {hours} horas.',
  'forms.sent.licenceRequest': 'Recebemos sua solicitação de licença e responderemos por e-mail.',
  'forms.sent.whitepaper': 'Seu white paper está pronto.',
  'forms.download': 'Baixar o white paper',
  'forms.failed.title': 'Não enviado',
  'forms.failed.text': 'Algo deu errado. Nada do que você digitou foi perdido: tente novamente.',
  'forms.failed.licenceRequest':
    'Algo deu errado. Verifique os dados informados e tente novamente.',
  'forms.refused.crossOrigin':
    'Este formulário só pode ser enviado a partir das nossas próprias páginas. Recarregue a página e envie-o novamente.',
  'forms.refused.tooFast':
    'O formulário foi enviado muito rapidamente após ser aberto. Verifique os dados informados e envie-o novamente.',
  'forms.refused.tooMany':
    'Muitos formulários foram enviados a partir do seu endereço. Tente novamente em alguns minutos.',
  'forms.refused.unavailable':
    'Não foi possível salvar sua solicitação agora. Tente novamente em instantes.',
  'forms.outcome.back': 'Voltar para a página anterior',
  'forms.problem.invalid': 'Informe um valor válido',
  'forms.problem.checkbox': 'Marque a caixa de seleção para continuar',
  'forms.problem.email': 'Informe um endereço de e-mail válido',
  'forms.problem.firstName': 'Informe seu nome',
  'forms.problem.lastName': 'Informe seu sobrenome',
  'forms.problem.company': 'Informe a empresa em que você trabalha',
  'forms.problem.country': 'Informe o país em que você está',
  'forms.problem.product': 'Especifique o produto a que sua solicitação se refere',
  'forms.problem.serialNumber': 'Informe o número de série do seu produto',
  'forms.problem.details': 'Acrescente mais alguns detalhes',
  'forms.problem.name': 'Informe seu nome',
  'forms.problem.phone': 'Informe um número de telefone válido',
  'forms.problem.message': 'Digite sua mensagem',
};
