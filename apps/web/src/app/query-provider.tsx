import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../api/query-client.ts';

/** The app's one query cache, for every screen and dialog (a chunk of its own: see app-providers.tsx). */
export function QueryProvider(props: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{props.children}</QueryClientProvider>;
}
