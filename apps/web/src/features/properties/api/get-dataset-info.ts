import { API_PATHS } from '@homie/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { request } from '#lib/api-client.ts';

/** GET /api/dataset: which property data the server answers from ({ demo: true } for generated data). */
export interface DatasetInfo {
  demo: boolean;
}

export async function getDatasetInfo(): Promise<DatasetInfo | null> {
  const body = await request(API_PATHS.properties.dataset).catch(() => null);
  const demo = (body as { demo?: unknown } | null)?.demo;
  return typeof demo === 'boolean' ? { demo } : null;
}

/**
 * The server names its data in the page (`<meta name="homie-dataset" content="demo|records">`), so
 * the first render already knows and the notice never pushes the page down later (decision 084).
 * Without the tag (the Vite dev server) the app asks GET /api/dataset.
 */
export function datasetInfoFromPage(): DatasetInfo | undefined {
  const content = document.querySelector('meta[name="homie-dataset"]')?.getAttribute('content');
  if (content === 'demo') return { demo: true };
  if (content === 'records') return { demo: false };
  return undefined;
}

export function useDatasetInfo() {
  return useQuery({
    queryKey: ['dataset-info'],
    queryFn: getDatasetInfo,
    initialData: datasetInfoFromPage,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
