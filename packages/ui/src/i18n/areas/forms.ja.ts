import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * Japanese. The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsJa: AreaTexts<typeof formsEn> = {
  'forms.required': '（必須）',
  'forms.errors.title': '入力内容に問題があります',
  'forms.errors.prefix': 'エラー：',
  'forms.honeypot': 'この欄には何も入力しないでください',
  'forms.field.name': '氏名',
  'forms.field.email': 'メールアドレス',
  'forms.field.firstName': '名',
  'forms.field.lastName': '姓',
  'forms.field.company': '会社名',
  'forms.field.country': '国',
  'forms.field.phone': '電話番号',
  'forms.field.message': 'お問い合わせ内容',
  'forms.field.product': '製品',
  'forms.field.serialNumber': 'シリアル番号',
  'forms.field.details': 'ご依頼の詳細',
  'forms.field.consent':
    'このお問い合わせへの回答のために、私の情報が保存・使用されることに同意します。',
  'forms.contact.regarding': 'お問い合わせ対象：{product}',
  'forms.contact.submit': '送信する',
  'forms.licenceRequest.title': 'オープンソースライセンスを請求',
  'forms.licenceRequest.submit': 'リクエストを送信',
  'forms.whitepaper.title': 'ホワイトペーパーをダウンロード',
  'forms.whitepaper.named': 'ホワイトペーパー：{title}',
  'forms.whitepaper.submit': 'ホワイトペーパーを入手',
  'forms.sending': '送信中…',
  'forms.sent.title': 'ありがとうございました',
  'forms.sent.contact':
    'メッセージを受け付けました。{hours}時間以内に当社の専門スタッフよりご連絡いたします。',
  'forms.sent.licenceRequest': 'ライセンスのご請求を受け付けました。メールにてご回答いたします。',
  'forms.sent.whitepaper': 'ホワイトペーパーの準備ができました。',
  'forms.download': 'ホワイトペーパーをダウンロード',
  'forms.failed.title': '送信できませんでした',
  'forms.failed.text': '問題が発生しました。入力内容は失われていません。もう一度お試しください。',
  'forms.failed.licenceRequest':
    '問題が発生しました。入力内容をご確認のうえ、もう一度お試しください。',
  'forms.refused.crossOrigin':
    'このフォームは当社のウェブサイトからのみ送信できます。ページを再読み込みして、もう一度送信してください。',
  'forms.refused.tooFast':
    'フォームが開かれてから非常に短時間で送信されました。入力内容をご確認のうえ、もう一度送信してください。',
  'forms.refused.tooMany':
    'お客様のアドレスから送信されたフォームが多すぎます。数分後にもう一度お試しください。',
  'forms.refused.unavailable':
    '現在、ご依頼を保存できませんでした。しばらくしてからもう一度お試しください。',
  'forms.outcome.back': '前のページに戻る',
  'forms.problem.invalid': '有効な値を入力してください',
  'forms.problem.checkbox': '続行するにはチェックボックスをオンにしてください',
  'forms.problem.email': '有効なメールアドレスを入力してください',
  'forms.problem.firstName': '名を入力してください',
  'forms.problem.lastName': '姓を入力してください',
  'forms.problem.company': 'お勤め先の会社名を入力してください',
  'forms.problem.country': 'お住まいの国を入力してください',
  'forms.problem.product': 'お問い合わせ対象の製品を指定してください',
  'forms.problem.serialNumber': '製品のシリアル番号を入力してください',
  'forms.problem.details': '詳細をもう少しご記入ください',
  'forms.problem.name': '氏名を入力してください',
  'forms.problem.phone': '有効な電話番号を入力してください',
  'forms.problem.message': 'お問い合わせ内容を入力してください',
};
