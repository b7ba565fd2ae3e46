import { cookieNames, parseCookies } from '@kmx/adapters';
import { editorPageTree, type EditorNavigation } from '@kmx/domain/editor';
import { isDomainError } from '@kmx/domain/errors';
import { buildNavigationTree } from '@kmx/domain/navigation';
import type {
  Clock,
  ContentSource,
  ContextualSource,
  EditorPages,
  Logger,
  TranslationService,
} from '@kmx/domain/ports';
import { buildLink } from '@kmx/domain/routing';
import { Router, type RequestHandler, type Response } from 'express';
import { sendJsonError, sendUpstreamFailure } from '../api/json-answers';
import {
  languageQueryMessage,
  requestedLanguage,
  siteInLanguage,
} from '../api/site-language-query';
import type { Config } from '../config/config';
import type { EditorAccessCheck } from '../draft/EditorAccessCheck';
import { siteDirectory } from '../seo/site-directory';
import { editorScriptRequired, editorSessionRequired, noStore } from './editor-call-guards';
import { isPageId, pageIdMessage, requestedStage, stageQueryMessage } from './stage-query';

const editorNavigationPath = '/api/site-navigation/editor/:siteId';
const translationPath = (action: TranslationAction) =>
  `/api/translation/${action}/:pageId` as const;

/** What the editor calls use, and nothing more. */
export interface EditorCallsServices {
  readonly editorAccess: EditorAccessCheck;
  readonly clock: Clock;
  readonly content: ContextualSource<ContentSource>;
  readonly pages: EditorPages;
  readonly translations: TranslationService;
  readonly logger: Logger;
  readonly config: Pick<Config, 'publicOrigin'>;
}

type TranslationAction = 'state' | 'start' | 'reset';

/** Next-release mode as the pages read it without a switch in the query: its cookie (spec 4). */
function nextReleaseOf(cookieHeader: string | undefined): boolean {
  return parseCookies(cookieHeader ?? null).has(cookieNames.nextRelease);
}

function sendFailure(response: Response, logger: Logger, error: unknown): void {
  if (isDomainError(error, 'PAGE_NOT_FOUND')) {
    sendJsonError(response, 404, 'No page has this id');
    return;
  }
  sendUpstreamFailure(response, logger, 'content service', error);
}

/**
 * The editor area's calls (spec public-site 7): the navigation tree of a site in a stage with every
 * page's translation, and a page's translation state, start and reset. Each needs a live editor
 * session (401), answers `no-store` (errors too) and is read afresh: drafts and translation states
 * are for editors only and change with every start and reset, so no product cache keeps them.
 * Start and reset are GETs that change state (the spec's), so they need the editor area's own
 * script as well (403).
 */
export function editorCallsRouter(services: EditorCallsServices): Router {
  const { content, pages, translations, logger } = services;
  const router = Router();
  const session = editorSessionRequired(services.editorAccess, services.clock);
  const script = editorScriptRequired(services.config);

  const navigation: RequestHandler<{ siteId: string }> = async (request, response) => {
    // Both checked before the content service is asked.
    const language = requestedLanguage(request);
    if (language === null) {
      sendJsonError(response, 400, languageQueryMessage);
      return;
    }
    const stage = requestedStage(request);
    if (stage === null) {
      sendJsonError(response, 400, stageQueryMessage);
      return;
    }
    try {
      // DRAFT reads pass the data cache by (`CachedContentSource`); PUBLISHED ones are the
      // visitors' own published navigation, shared as it is on the site.
      const source = content.withContext({
        mode: 'use',
        nextRelease: nextReleaseOf(request.headers.cookie),
        stage,
      });
      const found = siteInLanguage(await siteDirectory(source), request.params.siteId, language);
      if (found.kind === 'wrong') {
        sendJsonError(response, found.status, found.message);
        return;
      }
      const { site } = found.entry;
      const [sourceItems, sitePages] = await Promise.all([
        site.headerNavigationId === null
          ? []
          : source.navigationTree({ id: site.headerNavigationId, language, stage }),
        pages.pagesOfSite({ siteId: site.id, language, stage }),
      ]);
      if (sitePages === null) {
        sendJsonError(response, 404, `No site has the id "${site.id}"`);
        return;
      }
      const urlOf = (url: string) => buildLink(url, { localeCode: language, siteSlug: site.slug });
      // Hidden items stay: editors see them, flagged.
      const tree = editorPageTree(buildNavigationTree(sourceItems, urlOf), sitePages, urlOf);
      const answer: EditorNavigation = {
        siteId: site.id,
        language,
        stage,
        items: tree.items,
        otherPages: tree.otherPages,
      };
      response.json(answer);
    } catch (error) {
      sendFailure(response, logger, error);
    }
  };
  router.get(editorNavigationPath, noStore, session, navigation);

  const translation =
    (action: TranslationAction): RequestHandler<{ pageId: string }> =>
    async (request, response) => {
      const { pageId } = request.params;
      if (!isPageId(pageId)) {
        sendJsonError(response, 400, pageIdMessage);
        return;
      }
      try {
        response.json(await translations[action](pageId));
      } catch (error) {
        sendFailure(response, logger, error);
      }
    };
  // Express answers HEAD with the GET route: a HEAD must never change a translation.
  const getOnly: RequestHandler = (request, response, next) => {
    if (request.method === 'GET') next();
    else sendJsonError(response.set('allow', 'GET'), 405, 'Send this call with GET');
  };
  router.get(translationPath('state'), noStore, session, translation('state'));
  router.get(translationPath('start'), getOnly, noStore, session, script, translation('start'));
  router.get(translationPath('reset'), getOnly, noStore, session, script, translation('reset'));

  return router;
}
