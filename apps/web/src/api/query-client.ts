import { QueryClient } from '@tanstack/react-query';

/** Errors are already reported by the HTTP client, so queries do not retry into repeated snackbars. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** A response's meta.relations names the resource segments whose cached data is refreshed (DESIGN §6). */
export function invalidateRelations(relations: string[]): void {
  for (const relation of relations) void queryClient.invalidateQueries({ queryKey: [relation] });
}
