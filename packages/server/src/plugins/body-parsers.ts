import fp from 'fastify-plugin';

/**
 * The bodies the API reads: JSON only. The spec's client sends `Content-Type: application/json`
 * on every authenticated call, bodiless ones too (DELETE, the crawl and fill starts), so an empty
 * JSON body is no body rather than malformed JSON; a route that needs a body then says so through
 * its schema. Any other content type is a 415, `text/plain` included (Fastify would otherwise hand
 * the route a string and the schema would answer a puzzling 400). A module that takes another type
 * (the analytics beacon's text/plain) adds its parser in its own scope.
 */
export const bodyParsersPlugin = fp(
  async (app) => {
    // Fastify's own parser, with its protection against `__proto__` and `constructor` keys.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      parseJson(request, text, done);
    });
  },
  { name: 'body-parsers' },
);
