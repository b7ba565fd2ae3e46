import { cookieValue } from '@kmx/adapters';
import { payloadFileName } from '@kmx/domain/browser';
import { messagesFor, type MessageKey } from '@kmx/ui';
import type { Request, Response } from 'express';
import { setCookieHeader } from './cookie-header';

/** Why the last attempt at a password gate was refused. */
export const gateNotices = { empty: 'empty', wrong: 'wrong', tooMany: 'too-many' } as const;

export type GateNotice = (typeof gateNotices)[keyof typeof gateNotices];

/**
 * Carries the outcome of a refused attempt across the redirect back to the page (post, redirect,
 * get): short-lived, and only sent to the page it concerns. It holds one of three fixed words, so
 * it needs no signature: a forged one only shows its sender a message.
 */
export const gateNoticeCookieName = 'kmx_gate_notice';

const noticeLifetimeSeconds = 60;

const noticeMessages: Readonly<Record<GateNotice, MessageKey>> = {
  empty: 'passwordGate.empty',
  wrong: 'passwordGate.wrong',
  'too-many': 'passwordGate.tooMany',
};

/** The status the gate is shown with after each outcome. */
const noticeStatuses = { empty: 400, wrong: 403, 'too-many': 429 } as const;

function isGateNotice(value: string): value is GateNotice {
  return Object.hasOwn(noticeMessages, value);
}

export function gateNoticeCookie(notice: GateNotice | null, path: string, secure: boolean): string {
  return setCookieHeader(gateNoticeCookieName, notice ?? '', {
    maxAgeSeconds: notice === null ? 0 : noticeLifetimeSeconds,
    path,
    secure,
  });
}

export interface GateNoticeView {
  /** For the password-gate view's `error`, in the page's language. */
  readonly message: string;
  /** 400 for an empty password, 403 for a wrong one, 429 for too many attempts. */
  readonly status: 400 | 403 | 429;
}

/**
 * For the page pipeline, when it shows a password gate: the message of the attempt just refused
 * (the notice is removed with this response, so a reload shows the gate without it), else `null`.
 */
export function takeGateNotice(
  request: Request,
  response: Response,
  language: string,
): GateNoticeView | null {
  const notice = cookieValue(request.headers.cookie, gateNoticeCookieName, isGateNotice);
  if (notice === null || !isGateNotice(notice)) return null;
  // A page's payload (`{page}/_payload.json`) reads the notice of the page itself.
  const payloadSuffix = `/${payloadFileName}`;
  const pagePath = request.path.endsWith(payloadSuffix)
    ? request.path.slice(0, -payloadSuffix.length)
    : request.path;
  response.append('Set-Cookie', gateNoticeCookie(null, pagePath, request.secure));
  return { message: messagesFor(language)[noticeMessages[notice]], status: noticeStatuses[notice] };
}
