import { useMessages } from '../i18n/MessagesProvider';

/** Shown for the moment between the identity provider's redirect and the page the visitor wanted. */
export function SignInCallback() {
  const messages = useMessages();
  return (
    <section className="sign-in-callback" aria-busy="true">
      <p role="status">{messages['callback.completing']}</p>
    </section>
  );
}
