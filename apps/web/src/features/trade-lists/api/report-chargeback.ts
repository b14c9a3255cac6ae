import {
  chargebackInputSchema,
  chargebackReportSchema,
  type ChargebackInput,
  type ChargebackReport,
} from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The seller of a completed trade reports that the buyer's payment was reversed. */
export async function reportChargeback(input: ChargebackInput): Promise<ChargebackReport> {
  return chargebackReportSchema.parse(
    await api.post<unknown>('/rest/v1/user-reports/chargeback', chargebackInputSchema.parse(input)),
  );
}

export function useReportChargeback() {
  return useMutation({ mutationFn: reportChargeback });
}
