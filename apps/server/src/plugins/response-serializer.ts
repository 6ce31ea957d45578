import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

// Every route declares the same error schema for a dozen statuses (route-kit.ts): compiled once.
const compiled = new WeakMap<z.ZodType, Serializer | null>();

/** fast-json-stringify for a zod schema, through its JSON Schema; undefined where that cannot be written. */
function fastSerializer(schema: z.ZodType): Serializer | undefined {
  const known = compiled.get(schema);
  if (known !== undefined) return known ?? undefined;
  let jsonSchema: Record<string, unknown> | undefined;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  } catch {
    // A transform or another type JSON Schema has no word for.
  }
  const serializer = jsonSchema ? (fastJson(jsonSchema) as Serializer) : null;
  compiled.set(schema, serializer);
  return serializer ?? undefined;
}

/**
 * Writes the answers of the routes (docs/decisions/0011-per-request-costs.md). A route's
 * answer is described by a zod schema from packages/contracts; it is written by fast-json-stringify
 * from that schema's JSON Schema, which writes the declared fields only, so nothing a query
 * happened to read leaks out, at a seventh of the cost of parsing the answer with zod first.
 *
 * Outside production (`checkAgainstContract`), every answer is also parsed by its zod schema and
 * written the slow way, and the two must say the same: an answer the contract does not allow, or
 * one the fast writer would have bent to fit (a null written as "", a number as text), fails the
 * request with a 500 in the tests instead of reaching a client changed. The fast writer runs in
 * both modes, so production fails no answer the tests passed; what the tests cannot see is an
 * answer they never asked for, which is why every route declares all its error answers
 * (route-kit.ts, declareErrorAnswers) and the API tests also run with NODE_ENV=production.
 */
export function responseSerializerCompiler(
  checkAgainstContract: boolean,
): FastifySerializerCompiler<unknown> {
  return (route) => {
    // zod's own serializer (parse, then JSON.stringify) throws a ResponseSerializationError for an
    // answer outside the contract.
    const slow = zodSerializer(route as Parameters<typeof zodSerializer>[0]) as Serializer;
    const schema = route.schema;
    const fast = schema instanceof z.ZodType ? fastSerializer(schema) : undefined;
    if (!fast) return slow;
    if (!checkAgainstContract) return fast;
    return (data) => {
      const expected = slow(data);
      const written = fast(data);
      // fast-json-stringify writes required fields first, so the order of fields may differ.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written}; the contract gives ${expected}`,
        );
      }
      return written;
    };
  };
}
