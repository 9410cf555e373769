// The contract's schemas, made strict all the way down for tests: an answer with
// a field the contract does not name fails, as one missing a field always did.
// (The API itself strips unknown fields when it serialises; a test must see them.)
import { z } from 'zod';

export function strictly(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [key, strictly(value)]));
    return z.strictObject(shape);
  }
  if (schema instanceof z.ZodArray) return z.array(strictly(schema.element as z.ZodType));
  if (schema instanceof z.ZodOptional) return strictly(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return strictly(schema.unwrap() as z.ZodType).nullable();
  return schema;
}

/** The paths and messages of what does not match, for a readable failure. */
export function mismatches(schema: z.ZodType, value: unknown): string[] {
  const result = strictly(schema).safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
