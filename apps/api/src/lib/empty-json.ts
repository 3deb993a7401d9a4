import type { App } from './types.ts';

/**
 * In this scope, a JSON request whose body is empty counts as one without a body, as an action
 * call from the back office spec's client arrives (a POST with a JSON content type and nothing
 * in it). Anything else is parsed by Fastify's own JSON parser, with its poisoning checks.
 */
export function acceptEmptyJson(scope: App): void {
  const parse = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
