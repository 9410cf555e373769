// Request validation: the zod schemas of @safarnama/contracts, through
// fastify-type-provider-zod, except that a schema with a fast parser
// (contracts/src/fast-parsers.ts) answers the common input first; whatever it
// leaves undecided, and every refusal with its messages, is the schema's.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fastParserFor } from '@safarnama/contracts';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const zodValidate = zodValidatorCompiler(route);
  const fast = fastParserFor(route.schema);
  if (!fast) return zodValidate;
  return (data) => {
    const value = fast(data);
    return value === undefined ? zodValidate(data) : { value };
  };
};
