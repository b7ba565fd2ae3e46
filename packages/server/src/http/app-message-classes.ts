import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';

/** The request and response classes a Node server creates its messages with. */
export interface AppMessageClasses {
  readonly IncomingMessage: typeof IncomingMessage;
  readonly ServerResponse: typeof ServerResponse;
}

/** Puts every own property of each source, getters included, on `target`. */
function copyOwnProperties(target: object, ...sources: object[]): void {
  for (const source of sources) {
    for (const key of Reflect.ownKeys(source)) {
      const descriptor = Object.getOwnPropertyDescriptor(source, key);
      if (descriptor !== undefined) Object.defineProperty(target, key, descriptor);
    }
  }
}

/**
 * Request and response classes whose prototypes are the app's own, for `createServer`: Node then
 * creates every message as Express wants it. Express otherwise changes each message's prototype
 * as it arrives (`Object.setPrototypeOf`), which makes V8 drop what it had learnt of the object:
 * measured, that swap cost about twice a bare Node server's whole answer. Express still sets the
 * prototype, now to the one the message has, which changes nothing.
 */
export function appMessageClasses(app: Express): AppMessageClasses {
  class AppRequest extends IncomingMessage {}
  class AppResponse<
    Request extends IncomingMessage = IncomingMessage,
  > extends ServerResponse<Request> {}
  // Express's request and response methods (and `app`) on the classes' own prototypes.
  copyOwnProperties(
    AppRequest.prototype,
    Object.getPrototypeOf(app.request) as object,
    app.request,
  );
  copyOwnProperties(
    AppResponse.prototype,
    Object.getPrototypeOf(app.response) as object,
    app.response,
  );
  app.request = AppRequest.prototype as Express['request'];
  app.response = AppResponse.prototype as Express['response'];
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse };
}
