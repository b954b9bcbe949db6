import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

/** The app's one query client: created when the first page that uses queries loads this module. */
const queryClient = createQueryClient();

/** TanStack Query's provider with the spec's defaults, for the staff, partner-portal and console pages. */
export default function AppQueryClientProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
