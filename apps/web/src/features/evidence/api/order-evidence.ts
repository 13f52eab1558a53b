import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EVIDENCE_API,
  type OrderEvidence,
  orderEvidenceListSchema,
  orderEvidenceSchema,
  type SetEvidencePhotos,
} from '@homie/contracts/evidence';
import { request } from '#lib/api-client.ts';
import { useSessionStore } from '#lib/session-store.ts';

/** GET /api/appeals/evidence-photos/: the signed-in user's paid orders, each with its photos. */
export async function getOrderEvidence(): Promise<OrderEvidence[]> {
  return (await request(EVIDENCE_API.orders, { auth: true, schema: orderEvidenceListSchema })).orders;
}

/** PUT /api/appeals/evidence-photos/{job}: the order's photos, in print order, with captions. */
export async function setOrderPhotos(jobId: string, body: SetEvidencePhotos): Promise<OrderEvidence> {
  return request(EVIDENCE_API.photos(jobId), {
    auth: true,
    method: 'PUT',
    body,
    schema: orderEvidenceSchema,
  });
}

export const orderEvidenceQueryKey = (userKey: string | undefined) =>
  ['evidence', 'orders', userKey] as const;

function useUserKey(): string | undefined {
  return useSessionStore((state) => state.user?.user_id ?? state.user?.email);
}

export function useOrderEvidence() {
  const userKey = useUserKey();
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: orderEvidenceQueryKey(userKey),
    queryFn: getOrderEvidence,
    enabled: isAuthenticated,
  });
}

export function useSetOrderPhotos() {
  const queryClient = useQueryClient();
  const userKey = useUserKey();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: SetEvidencePhotos }) => setOrderPhotos(jobId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<OrderEvidence[]>(orderEvidenceQueryKey(userKey), (orders) =>
        orders?.map((order) => (order.order_id === saved.order_id ? saved : order)),
      );
    },
  });
}
