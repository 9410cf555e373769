/** An error a client caused; the error handler answers it with its status and message. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly data: null | undefined = undefined,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}

export function badRequest(field: string, message: string): ClientError {
  return new ClientError(400, message, [{ field, message }]);
}

export function notFound(message: string, withNullData = true): ClientError {
  return new ClientError(404, message, undefined, withNullData ? null : undefined);
}

/** A request that is well formed but cannot be carried out as sent (an Idempotency-Key reused for another request). */
export function unprocessable(field: string, message: string): ClientError {
  return new ClientError(422, message, [{ field, message }]);
}

/** True for a duplicate-key error on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown } | null;
  return (
    !!e &&
    (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE')
  );
}
