import type { AdminAlertLevel, CryptoCode } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { platformStatusQueryKey } from '@/lib/platform-status';

const BASE = '/rest/v1/admin/platform';

/** The console's platform switches (admins; each audited by the server, decision 036). */
export const platformControls = {
  maintenanceOn: (input: { expectedEndAt: string; message?: string }) =>
    api.post(`${BASE}/maintenance`, input),
  maintenanceOff: () => api.delete(`${BASE}/maintenance`),
  schedule: (input: { startsAt: string; expectedEndAt: string; message?: string }) =>
    api.post(`${BASE}/maintenance/schedule`, input),
  cancelWindow: (id: number) => api.delete(`${BASE}/maintenance/${id}`),
  halt: (input: { coin?: CryptoCode; reason: string }) => api.post(`${BASE}/halts`, input),
  lift: (input: { id: number; reason: string }) =>
    api.post(`${BASE}/halts/${input.id}/lift`, { reason: input.reason }),
  setAlert: (input: { message: string; level: AdminAlertLevel }) => api.put(`${BASE}/alert`, input),
  clearAlert: () => api.delete(`${BASE}/alert`),
};

/** One of the switches above; the status (banners, notice, this page) is read again after it. */
export function usePlatformControl<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformStatusQueryKey }),
  });
}
