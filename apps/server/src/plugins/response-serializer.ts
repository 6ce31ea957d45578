import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

/** fast-json-stringify for a zod schema, through its JSON Schema; undefined where that cannot be written. */
function fastSerializer(schema: z.ZodType): Serializer | undefined {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  } catch {
    // A transform or another type JSON Schema has no word for.
    return undefined;
  }
  return fastJson(jsonSchema) as Serializer;
}

/**
 * Writes the answers of the routes (docs/decisions/0011-response-serialization.md). A route's
 * answer is described by a zod schema from packages/contracts; it is written by fast-json-stringify
 * from that schema's JSON Schema, which writes the declared fields only, so nothing a query
 * happened to read leaks out, at a seventh of the cost of parsing the answer with zod first.
 *
 * Outside production (`checkAgainstContract`), every answer is also parsed by its zod schema and
 * written the slow way, and the two texts must be equal: an answer the contract does not allow, or
 * one the fast writer would have bent to fit (a null written as "", a number as text), fails the
 * request with a 500 in the tests instead of reaching a client changed.
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
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written}; the contract gives ${expected}`,
        );
      }
      return written;
    };
  };
}
