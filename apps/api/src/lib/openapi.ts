import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBody } from '@trails/contracts/common';
import { MESSAGES } from '@trails/contracts/messages';

/**
 * The OpenAPI `security` of a route that needs a session: the bearer token scheme that `app.ts`
 * declares as `bearerAuth`.
 */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The client errors the app's own handlers answer (plugins/errors.ts), as the document states them. */
const CLIENT_ERRORS = {
  400: errorBody.describe(`${MESSAGES.malformed}: a body or address that cannot be read`),
  413: errorBody.describe(MESSAGES.tooLarge),
  415: errorBody.describe('Unsupported content type'),
  422: errorBody.describe(`${MESSAGES.validationFailed}: the message of each field in errors`),
  429: errorBody.describe(MESSAGES.rateLimited),
} as const;

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** `GET /api/admin/tours/:id/reviews` → `getAdminToursByIdReviews`: unique, stable, readable. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/|$)/, '/')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${capitalise(segment.slice(1))}` : capitalise(segment)));
  return `${method.toLowerCase()}${words.join('')}`;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replaceAll('_', '');

/**
 * Every route as the document shows it: an operationId, `security: []` unless the route names a
 * scheme, the 4xx answers the app gives (400 for any unreadable request; 413, 415 for a body; 422
 * where something is validated; 429 where a rate limit applies), and a download's media type
 * (`produces`) as its 200 content.
 */
export const openApiTransform: SwaggerTransform = (input) => {
  const { route } = input;
  const schema = { ...input.schema } as Record<string, unknown> & typeof input.schema;
  const method = [route.method].flat()[0] ?? 'GET';
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const addError = (status: keyof typeof CLIENT_ERRORS) => {
    response[status] ??= CLIENT_ERRORS[status];
  };
  addError(400);
  const takesBody = WITH_BODY.has(method);
  if (takesBody) {
    addError(413);
    addError(415);
  }
  if (takesBody || schema.params || schema.querystring) addError(422);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) addError(429);
  const { produces, ...rest } = schema;
  const result = jsonSchemaTransform({
    ...input,
    schema: {
      ...rest,
      operationId: schema.operationId ?? operationIdFor(method, route.url),
      security: schema.security ?? [],
      response,
    },
  });
  if (!produces) return result;
  // A download or a page: its 200 is of the route's media type(s), not JSON.
  const file = { schema: { type: 'string', format: 'binary' } };
  const transformed = result.schema as { response?: Record<string, unknown> };
  transformed.response = {
    ...transformed.response,
    200: {
      description: `Answered as ${produces.join(' or ')}`,
      content: Object.fromEntries(produces.map((mediaType) => [mediaType, file])),
    },
  };
  return result;
};

/** A form field of a multipart body, for the document. */
export interface MultipartField {
  description: string;
  /** A file part rather than text. */
  file?: boolean;
  required?: boolean;
}

/**
 * The route-level document transform of a route that reads a multipart body itself (no `body`
 * schema, since the handler streams the parts): its fields as the request body.
 */
export function withMultipartBody(
  fields: Record<string, MultipartField>,
  { alsoJson = false }: { alsoJson?: boolean } = {},
): SwaggerTransform {
  return (input) => {
    const result = openApiTransform(input);
    const properties = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        { type: 'string', ...(field.file ? { format: 'binary' } : {}), description: field.description },
      ]),
    );
    const required = Object.entries(fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name);
    const form = { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } };
    const textOnly = {
      schema: {
        type: 'object',
        properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !fields[name]!.file)),
      },
    };
    return {
      ...result,
      schema: {
        ...(result.schema as object),
        body: { content: { 'multipart/form-data': form, ...(alsoJson ? { 'application/json': textOnly } : {}) } },
      },
    };
  };
}

/**
 * OpenAPI 3.0 keeps `nullable` beside a `type`; a nullable union (`anyOf` without a type) says it
 * on each of its members instead.
 */
function moveNullableIntoUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) moveNullableIntoUnions(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const object = node as Record<string, unknown>;
  if (object.nullable === true && object.type === undefined && Array.isArray(object.anyOf)) {
    delete object.nullable;
    object.anyOf = object.anyOf.map((member) =>
      member && typeof member === 'object' && !('$ref' in member) ? { ...member, nullable: true } : member,
    );
  }
  for (const value of Object.values(object)) moveNullableIntoUnions(value);
}

export const openApiTransformObject: SwaggerTransformObject = (documentObject) => {
  const document = 'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
  moveNullableIntoUnions(document);
  return document;
};
