import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '#lib/api-client.ts';

/** GET /api/dataset: which property data the server answers from ({ demo: true } for generated data). */
const datasetInfoSchema = z.looseObject({ demo: z.boolean() });
export type DatasetInfo = z.infer<typeof datasetInfoSchema>;

export async function getDatasetInfo(): Promise<DatasetInfo | null> {
  const response = await apiFetch('/api/dataset');
  if (!response.ok) return null;
  const parsed = datasetInfoSchema.safeParse(await response.json());
  return parsed.success ? parsed.data : null;
}

export function useDatasetInfo() {
  return useQuery({
    queryKey: ['dataset-info'],
    queryFn: getDatasetInfo,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
