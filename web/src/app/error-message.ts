import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

interface GraphQLErrorBody {
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  error?: unknown;
}

function parseBody(text: string): GraphQLErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as GraphQLErrorBody) : null;
  } catch {
    return null;
  }
}

/** The error codes carried by a GraphQL error (also when it came back as a non-2xx ServerError). */
export function graphqlErrorCodes(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => e.extensions?.code).filter((c): c is string => typeof c === 'string');
  }
  if (ServerError.is(error)) {
    const body = parseBody(error.bodyText);
    return (body?.errors ?? [])
      .map((e) => e.extensions?.code)
      .filter((c): c is string => typeof c === 'string');
  }
  return [];
}

/** The server's (Italian) error message, if the error carries one. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (ServerError.is(error)) {
    const body = parseBody(error.bodyText);
    const first = body?.errors?.[0]?.message;
    if (typeof first === 'string' && first) return first;
    if (typeof body?.error === 'string' && body.error) return body.error;
  }
  return undefined;
}
