/**
 * Where a named operation is served: its method and path. Kept apart from the operations' zod schemas so
 * the web's client can know every route without shipping the schemas (zod stays out of the learner's
 * pages; the client is typed from the operations with type-only imports).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OperationRoute = { readonly method: HttpMethod; readonly path: string };

/** `/api/v1/examinations/:id/submit` → `/api/v1/examinations/{id}/submit` with each value URL-encoded. */
export function operationPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`operation path ${path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * An operation's name with the method and path its feature's route table gives it:
 * `defineOperation({ ...routed(companyRoutes, 'companies.profile'), summary, … })`. The route is written once, in
 * the table, so what the server serves and what the web's client calls cannot differ.
 */
export function routed<
  const R extends Readonly<Record<string, OperationRoute>>,
  const N extends keyof R & string,
>(routes: R, name: N): { readonly name: N; readonly method: R[N]['method']; readonly path: R[N]['path'] } {
  const { method, path } = routes[name];
  return { name, method, path };
}
