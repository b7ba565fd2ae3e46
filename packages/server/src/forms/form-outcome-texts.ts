import type { MappedLanguage } from '@kmx/domain/translation';

/** What a refusal or the outcome page says; the honeypot's words are the too-fast ones. */
export interface FormOutcomeTexts {
  readonly refusals: Readonly<{
    'cross-origin': string;
    'too-many': string;
    'too-fast': string;
    'too-large': string;
    malformed: string;
    unavailable: string;
    invalid: string;
  }>;
  readonly titles: Readonly<{ sent: string; invalid: string; refused: string }>;
}

/**
 * The no-JavaScript answer's texts in every language of the sites (spec 3.1's map). English is
 * docs/forms.md's word for word (the JSON `error` too); the titles use the forms' own words where
 * they have them (`forms.sent.title`).
 */
export const formOutcomeTexts: Readonly<Record<MappedLanguage, FormOutcomeTexts>> = {
  en: {
    refusals: {
      'cross-origin': 'Forms are accepted only from the pages of this site.',
      'too-many':
        'You have sent many forms in a short time. Please wait a few minutes and try again.',
      'too-fast': 'The form was sent very quickly. Please check your input and send it again.',
      'too-large': 'The form is too long. Please shorten your message and send it again.',
      malformed: 'The form could not be read. Please reload the page and send it again.',
      unavailable: 'The form could not be saved just now. Please try again in a few minutes.',
      invalid: 'Please correct the marked fields.',
    },
    titles: {
      sent: 'Thank you',
      invalid: 'Error: please check the form',
      refused: 'Form not sent',
    },
  },
  de: {
    refusals: {
      'cross-origin': 'Formulare werden nur von den Seiten dieser Website angenommen.',
      'too-many':
        'Sie haben in kurzer Zeit viele Formulare gesendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
      'too-fast':
        'Das Formular wurde sehr schnell gesendet. Bitte prüfen Sie Ihre Eingaben und senden Sie es erneut.',
      'too-large':
        'Das Formular ist zu lang. Bitte kürzen Sie Ihre Nachricht und senden Sie es erneut.',
      malformed:
        'Das Formular konnte nicht gelesen werden. Bitte laden Sie die Seite neu und senden Sie es erneut.',
      unavailable:
        'Das Formular konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
      invalid: 'Bitte korrigieren Sie die markierten Felder.',
    },
    titles: {
      sent: 'Vielen Dank',
      invalid: 'Fehler: Bitte prüfen Sie das Formular',
      refused: 'Formular nicht gesendet',
    },
  },
  fr: {
    refusals: {
      'cross-origin': 'Les formulaires ne sont acceptés que depuis les pages de ce site.',
      'too-many':
        'Vous avez envoyé de nombreux formulaires en peu de temps. Veuillez patienter quelques minutes et réessayer.',
      'too-fast':
        "Le formulaire a été envoyé très rapidement. Veuillez vérifier vos saisies et l'envoyer à nouveau.",
      'too-large':
        "Le formulaire est trop long. Veuillez raccourcir votre message et l'envoyer à nouveau.",
      malformed:
        "Le formulaire n'a pas pu être lu. Veuillez recharger la page et l'envoyer à nouveau.",
      unavailable:
        "Le formulaire n'a pas pu être enregistré pour le moment. Veuillez réessayer dans quelques minutes.",
      invalid: 'Veuillez corriger les champs signalés.',
    },
    titles: {
      sent: 'Merci',
      invalid: 'Erreur : veuillez vérifier le formulaire',
      refused: 'Formulaire non envoyé',
    },
  },
  zh: {
    refusals: {
      'cross-origin': '仅接受从本网站页面发送的表单。',
      'too-many': '您在短时间内发送了多份表单。请等待几分钟后重试。',
      'too-fast': '表单发送得过快。请检查您的输入内容后重新发送。',
      'too-large': '表单内容过长。请缩短您的留言后重新发送。',
      malformed: '无法读取表单。请重新加载页面后重新发送。',
      unavailable: '暂时无法保存表单。请几分钟后重试。',
      invalid: '请更正标记的字段。',
    },
    titles: { sent: '感谢您', invalid: '错误：请检查表单', refused: '表单未发送' },
  },
  ja: {
    refusals: {
      'cross-origin': 'フォームは本サイトのページからのみ受け付けています。',
      'too-many':
        '短時間に多数のフォームが送信されました。数分お待ちいただいてから、もう一度お試しください。',
      'too-fast':
        'フォームが非常に短時間で送信されました。入力内容をご確認のうえ、もう一度送信してください。',
      'too-large': 'フォームの内容が長すぎます。メッセージを短くして、もう一度送信してください。',
      malformed:
        'フォームを読み取れませんでした。ページを再読み込みして、もう一度送信してください。',
      unavailable: '現在、フォームを保存できませんでした。数分後にもう一度お試しください。',
      invalid: '印の付いた項目を修正してください。',
    },
    titles: {
      sent: 'ありがとうございました',
      invalid: 'エラー：フォームをご確認ください',
      refused: 'フォームは送信されませんでした',
    },
  },
  es: {
    refusals: {
      'cross-origin': 'Solo se aceptan formularios enviados desde las páginas de este sitio.',
      'too-many':
        'Ha enviado muchos formularios en poco tiempo. Espere unos minutos y vuelva a intentarlo.',
      'too-fast':
        'El formulario se envió muy rápido. Compruebe los datos introducidos y envíelo de nuevo.',
      'too-large': 'El formulario es demasiado largo. Acorte su mensaje y envíelo de nuevo.',
      malformed:
        'No se ha podido leer el formulario. Vuelva a cargar la página y envíelo de nuevo.',
      unavailable:
        'No se ha podido guardar el formulario en este momento. Vuelva a intentarlo en unos minutos.',
      invalid: 'Corrija los campos marcados.',
    },
    titles: {
      sent: 'Gracias',
      invalid: 'Error: revise el formulario',
      refused: 'Formulario no enviado',
    },
  },
  pt: {
    refusals: {
      'cross-origin': 'Os formulários são aceitos somente a partir das páginas deste site.',
      'too-many':
        'Você enviou muitos formulários em pouco tempo. Aguarde alguns minutos e tente novamente.',
      'too-fast':
        'O formulário foi enviado muito rapidamente. Verifique os dados informados e envie-o novamente.',
      'too-large': 'O formulário é longo demais. Encurte sua mensagem e envie-o novamente.',
      malformed: 'Não foi possível ler o formulário. Recarregue a página e envie-o novamente.',
      unavailable: 'Não foi possível salvar o formulário agora. Tente novamente em alguns minutos.',
      invalid: 'Corrija os campos destacados.',
    },
    titles: {
      sent: 'Obrigado',
      invalid: 'Erro: verifique o formulário',
      refused: 'Formulário não enviado',
    },
  },
  cs: {
    refusals: {
      'cross-origin': 'Formuláře přijímáme pouze ze stránek tohoto webu.',
      'too-many':
        'V krátké době jste odeslali mnoho formulářů. Počkejte prosím několik minut a zkuste to znovu.',
      'too-fast':
        'Formulář byl odeslán velmi rychle. Zkontrolujte prosím zadané údaje a odešlete jej znovu.',
      'too-large': 'Formulář je příliš dlouhý. Zkraťte prosím svou zprávu a odešlete jej znovu.',
      malformed: 'Formulář se nepodařilo přečíst. Obnovte prosím stránku a odešlete jej znovu.',
      unavailable: 'Formulář se právě nepodařilo uložit. Zkuste to prosím za několik minut znovu.',
      invalid: 'Opravte prosím označená pole.',
    },
    titles: {
      sent: 'Děkujeme',
      invalid: 'Chyba: zkontrolujte prosím formulář',
      refused: 'Formulář nebyl odeslán',
    },
  },
  hu: {
    refusals: {
      'cross-origin': 'Űrlapokat csak a webhely saját oldalairól fogadunk el.',
      'too-many':
        'Rövid idő alatt sok űrlapot küldött el. Kérjük, várjon néhány percet, majd próbálja újra.',
      'too-fast':
        'Az űrlapot nagyon gyorsan küldték el. Kérjük, ellenőrizze a megadott adatokat, és küldje el újra.',
      'too-large': 'Az űrlap túl hosszú. Kérjük, rövidítse le az üzenetét, és küldje el újra.',
      malformed:
        'Az űrlapot nem sikerült beolvasni. Kérjük, töltse be újra az oldalt, és küldje el ismét.',
      unavailable: 'Az űrlapot most nem sikerült menteni. Kérjük, néhány perc múlva próbálja újra.',
      invalid: 'Kérjük, javítsa a megjelölt mezőket.',
    },
    titles: {
      sent: 'Köszönjük',
      invalid: 'Hiba: kérjük, ellenőrizze az űrlapot',
      refused: 'Az űrlap elküldése nem sikerült',
    },
  },
  ro: {
    refusals: {
      'cross-origin': 'Formularele sunt acceptate numai din paginile acestui site.',
      'too-many':
        'Ați trimis multe formulare într-un timp scurt. Așteptați câteva minute și încercați din nou.',
      'too-fast':
        'Formularul a fost trimis foarte repede. Verificați datele introduse și trimiteți-l din nou.',
      'too-large': 'Formularul este prea lung. Scurtați mesajul și trimiteți-l din nou.',
      malformed: 'Formularul nu a putut fi citit. Reîncărcați pagina și trimiteți-l din nou.',
      unavailable: 'Formularul nu a putut fi salvat acum. Încercați din nou peste câteva minute.',
      invalid: 'Corectați câmpurile marcate.',
    },
    titles: {
      sent: 'Vă mulțumim',
      invalid: 'Eroare: verificați formularul',
      refused: 'Formularul nu a fost trimis',
    },
  },
  sk: {
    refusals: {
      'cross-origin': 'Formuláre prijímame iba zo stránok tohto webu.',
      'too-many':
        'V krátkom čase ste odoslali veľa formulárov. Počkajte, prosím, niekoľko minút a skúste to znova.',
      'too-fast':
        'Formulár bol odoslaný veľmi rýchlo. Skontrolujte, prosím, zadané údaje a odošlite ho znova.',
      'too-large': 'Formulár je príliš dlhý. Skráťte, prosím, svoju správu a odošlite ho znova.',
      malformed: 'Formulár sa nepodarilo prečítať. Obnovte, prosím, stránku a odošlite ho znova.',
      unavailable:
        'Formulár sa práve nepodarilo uložiť. Skúste to, prosím, o niekoľko minút znova.',
      invalid: 'Opravte, prosím, označené polia.',
    },
    titles: {
      sent: 'Ďakujeme',
      invalid: 'Chyba: skontrolujte, prosím, formulár',
      refused: 'Formulár nebol odoslaný',
    },
  },
};
