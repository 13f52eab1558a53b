import {
  type OwnerSaleInput,
  type OwnerSalesResponse,
  ownerSalesResponseSchema,
} from '@homie/contracts/owner-sales';
import { API_PATHS, apiPath } from '@homie/contracts/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { usePropertyStore } from '../stores/property-store.ts';
import { readAnalysisResult } from './get-analysis-result.ts';

/** GET /api/analysis/:jobId/owner-sales: the sales the owner added to the job (decision 249). */
export function listOwnerSales(jobId: string, signal?: AbortSignal): Promise<OwnerSalesResponse> {
  return request(apiPath(API_PATHS.properties.ownerSales, { jobId }), {
    auth: true,
    signal,
    schema: ownerSalesResponseSchema,
  });
}

/** POST /api/analysis/:jobId/owner-sales: adds one sale the owner knows. */
export function addOwnerSale(jobId: string, body: OwnerSaleInput): Promise<OwnerSalesResponse> {
  return request(apiPath(API_PATHS.properties.ownerSales, { jobId }), {
    auth: true,
    method: 'POST',
    body,
    schema: ownerSalesResponseSchema,
  });
}

/** DELETE /api/analysis/:jobId/owner-sales/:saleId. */
export function removeOwnerSale(jobId: string, saleId: string): Promise<OwnerSalesResponse> {
  return request(apiPath(API_PATHS.properties.ownerSale, { jobId, saleId }), {
    auth: true,
    method: 'DELETE',
    schema: ownerSalesResponseSchema,
  });
}

export const ownerSalesKey = (jobId: string) => ['properties', 'owner-sales', jobId] as const;

/** The job's added sales (what the panel lists). */
export function useOwnerSales(jobId: string) {
  return useQuery({
    queryKey: ownerSalesKey(jobId),
    queryFn: ({ signal }) => listOwnerSales(jobId, signal),
  });
}

/**
 * After a sale is added or removed: the list as the server answered it, and the job's result read
 * again into the property store, so the comparables (and the plans they open) are the server's.
 */
function useSalesChanged(jobId: string) {
  const queryClient = useQueryClient();
  return async (answer: OwnerSalesResponse) => {
    queryClient.setQueryData(ownerSalesKey(jobId), answer);
    const result = await readAnalysisResult(jobId).catch(() => null);
    const state = usePropertyStore.getState();
    if (!result?.property_info || !state.propertyInfo || state.propertyInfo.job_id !== jobId) return;
    usePropertyStore.setState({
      propertyInfo: { ...state.propertyInfo, ...result.property_info, valuation: result.valuation },
      comparables: result.comparable_properties,
    });
  };
}

/** Adding a sale: the form's submit. */
export function useAddOwnerSale(jobId: string) {
  const changed = useSalesChanged(jobId);
  return useMutation({
    mutationFn: (body: OwnerSaleInput) => addOwnerSale(jobId, body),
    onSuccess: changed,
  });
}

/** Removing a sale: its Remove button. */
export function useRemoveOwnerSale(jobId: string) {
  const changed = useSalesChanged(jobId);
  return useMutation({
    mutationFn: (saleId: string) => removeOwnerSale(jobId, saleId),
    onSuccess: changed,
  });
}
