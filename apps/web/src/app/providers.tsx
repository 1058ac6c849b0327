import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { queryClient } from '@/core/query-client';
import '@/core/title-element';
import { Toaster } from '@/core/toaster';

import { AppErrorBoundary } from './errors/app-error-boundary.tsx';

/** `client`: the browser's one client, or a server render's own (entry-server.tsx). */
export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
