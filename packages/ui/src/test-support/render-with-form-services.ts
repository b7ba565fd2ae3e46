import type { FormKind } from '@kmx/domain/forms';
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { messagesFor } from '../i18n/messages-for';
import { MessagesProvider } from '../i18n/MessagesProvider';
import type { FormAnswer, FormServices, SentFields } from '../site-services/FormServices';
import type { SiteServices } from '../site-services/SiteServices';
import { SiteServicesProvider } from '../site-services/SiteServicesProvider';

/** Form services for tests: each submit answers the next of `answers` and is recorded. */
export function fakeFormServices(answers: (FormAnswer | Error | Promise<FormAnswer>)[]) {
  const sent: { form: FormKind; fields: SentFields }[] = [];
  const downloads: string[] = [];
  const forms: FormServices = {
    started: () => Promise.resolve('fs1.fresh'),
    submit: (form, fields) => {
      sent.push({ form, fields });
      const next = answers.shift() ?? new Error('No answer left');
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    download: (url) => {
      downloads.push(url);
    },
  };
  return { forms, sent, downloads };
}

/** Renders a form as the browser does after hydration: with the site's services, or without. */
export function renderForm(element: ReactElement, forms: FormServices | null, language = 'en') {
  const services = forms === null ? null : ({ forms } as unknown as SiteServices);
  return render(
    createElement(MessagesProvider, {
      messages: messagesFor(language),
      children: createElement(SiteServicesProvider, { services, children: element }),
    }),
  );
}
