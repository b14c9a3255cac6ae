import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { GlobalLoadingIndicator } from '@/components/feedback/global-loading-indicator';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { DeferredOverlays } from './deferred-overlays';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {children}
        <GlobalLoadingIndicator />
        <DeferredOverlays />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
