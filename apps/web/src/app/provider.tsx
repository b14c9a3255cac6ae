import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { GlobalLoadingIndicator } from '@/components/feedback/global-loading-indicator';
import { createQueryClient } from '@/lib/query-client';
import { DeferredOverlays } from './deferred-overlays';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <GlobalLoadingIndicator />
      <DeferredOverlays />
    </QueryClientProvider>
  );
}
