import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { apiMessageCodes } from '@sinyal/contracts/api-error';
import { englishMessage, isMessageCode } from '@sinyal/contracts/message-catalog';
import { invalidInput } from '../errors';
import { responseSerializerCompiler } from './response-serializer';

/**
 * English for what the contracts leave to zod's defaults (a missing field, a number where text was
 * expected, an over-long value); such issues get the code `required` or `invalid`. Rules of the
 * contracts carry their own code instead (schemas put it in the issue's message).
 */
const friendlyMessage: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) {
      return issue.path?.length ? 'This field is required' : 'Send a JSON object as the body';
    }
    if (issue.expected === 'object' && !issue.path?.length) return 'Send a JSON object as the body';
    const expected: Record<string, string> = {
      string: 'Must be text',
      number: 'Must be a number',
      boolean: 'Must be true or false',
      object: 'Must be an object',
      array: 'Must be a list',
      null: 'Must be null',
    };
    return expected[issue.expected] ?? `Must be ${issue.expected}`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `Must be at most ${String(issue.maximum)} characters`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return `Must be at least ${String(issue.minimum)} characters`;
  }
  return undefined;
};

/** The dotted path of the first string (or key) holding U+0000, '' for the root; undefined if none. */
function findNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = findNulCharacter(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * An issue's code and English: the contracts' own code and its text, or `required`/`invalid` with
 * the English of `friendlyMessage` for zod's default checks.
 */
function describeIssue(issue: z.core.$ZodIssue): { code: string; message: string } {
  if (isMessageCode(issue.message)) {
    return { code: issue.message, message: englishMessage(issue.message) ?? issue.message };
  }
  const missing = issue.code === 'invalid_type' && issue.input === undefined && issue.path.length;
  return {
    code: missing ? apiMessageCodes.required : apiMessageCodes.invalid,
    message: issue.message,
  };
}

/**
 * The shape Fastify hands to the error handler (`error.validation`), one entry per problem: the
 * code in `params.code`, the English in `message` (plugins/errors.ts reads both).
 */
function toValidationError(issue: z.core.$ZodIssue): FastifySchemaValidationError {
  const path = issue.path.map(String);
  const { code, message } = describeIssue(issue);
  return {
    keyword: issue.code,
    instancePath: path.length ? `/${path.join('/')}` : '',
    schemaPath: '',
    params: { code },
    message,
  };
}

/**
 * Route schemas are zod schemas from packages/contracts: the same rules and messages as the web
 * forms, and the OpenAPI description at /api/docs is generated from them.
 */
export function registerSchemaCompilers(app: FastifyInstance, production: boolean): void {
  app.setValidatorCompiler(({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) {
      throw new Error(
        `${method} ${url}: route schemas must be zod schemas (see packages/contracts)`,
      );
    }
    return (data) => {
      // reportInput: an issue keeps its input, so a missing key can be told from a wrong type.
      const result = schema.safeParse(data, { error: friendlyMessage, reportInput: true });
      return result.success
        ? { value: result.data }
        : { error: result.error.issues.map(toValidationError) as unknown as Error };
    };
  });
  app.setSerializerCompiler(responseSerializerCompiler(!production));

  // An empty body sent as JSON is read as "no body" (the web may send the header on an empty POST),
  // so the route's own rules answer instead of a parser error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON: a text/plain body is answered 415, not read as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (error, value) => {
      if (error) return done(error);
      done(nulCharacterProblem(value), value);
    });
  });
}

/** The 400 for U+0000 anywhere in a body, or null. */
function nulCharacterProblem(value: unknown) {
  const field = findNulCharacter(value);
  if (field === undefined) return null;
  // PostgreSQL text cannot hold U+0000, and no field of ours has a use for it.
  const code = apiMessageCodes.nulCharacter;
  return invalidInput([{ field: field || 'body', code, message: englishMessage(code) ?? code }]);
}

const formType = 'application/x-www-form-urlencoded';

/** Whether the request's body was sent as a form (and read by `acceptFormBodies`). */
export function isFormBody(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === formType;
}

/**
 * Lets the routes of `app` (an encapsulated context) take `application/x-www-form-urlencoded`
 * bodies beside JSON, read into the object their schema checks: the OAuth endpoints, whose RFCs
 * prescribe forms (RFC 6749 §3.2, RFC 8628 §3.1). As RFC 6749 §3.1 says, a parameter without a
 * value counts as omitted and a repeated one is refused. Bounded like every body (64 KB).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    formType,
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const seen = new Set<string>();
      const fields: [string, string][] = [];
      for (const [name, value] of new URLSearchParams(text)) {
        if (seen.has(name)) {
          const code = apiMessageCodes.parameterRepeated;
          const message = englishMessage(code) ?? code;
          return done(invalidInput([{ field: name, code, message }]), undefined);
        }
        seen.add(name);
        if (value !== '') fields.push([name, value]);
      }
      // fromEntries defines own properties: a parameter named __proto__ is only a field (dropped).
      const value = Object.fromEntries(fields);
      done(nulCharacterProblem(value), value);
    },
  );
}
