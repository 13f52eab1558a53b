import { API_PATHS, apiPath } from '@homie/contracts/routes';
import type { AppealPropertyInfo, AppealRoute, ComparableSale } from '@homie/contracts/appeals';
import { type DraftResponse, draftResponseSchema } from '@homie/contracts/paid-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';
import { orderHeaders } from '#lib/order-headers.ts';

const draftPath = (orderId: string) => apiPath(API_PATHS.orders.draft, { order_id: orderId });

/** GET the order's appeal form draft (null when nothing was typed yet). */
export function getDraft(orderId: string, orderToken: string | null): Promise<DraftResponse> {
  return request(draftPath(orderId), {
    auth: true,
    headers: orderHeaders(orderToken),
    schema: draftResponseSchema,
  });
}

/**
 * PUT the draft. `keepalive` lets the last save finish while the page unloads (a reload or a
 * closed tab right after typing).
 */
export function saveDraft(
  orderId: string,
  orderToken: string | null,
  draft: {
    route?: AppealRoute | null;
    property_info: AppealPropertyInfo;
    comparable_sales: ComparableSale[];
  },
  options: { keepalive?: boolean } = {},
): Promise<DraftResponse> {
  return request(draftPath(orderId), {
    auth: true,
    method: 'PUT',
    body: draft,
    headers: orderHeaders(orderToken),
    schema: draftResponseSchema,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

export const draftQueryKey = (orderId: string) => ['appeals', 'draft', orderId] as const;

/**
 * Read once each time the form opens (never from a cache kept after it closed: `gcTime` 0), and not
 * again while it is open: refetching would overwrite what the owner is typing.
 */
export function useDraft(orderId: string, orderToken: string | null) {
  return useQuery(
    queryOptions({
      queryKey: draftQueryKey(orderId),
      queryFn: () => getDraft(orderId, orderToken),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: 1,
    }),
  );
}
