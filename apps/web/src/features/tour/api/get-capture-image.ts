import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '#lib/api-client.ts';

/** A capture's image needs the Bearer token, so it is fetched and shown from a blob URL. */
export async function getCaptureImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await request(url, { auth: true, headers: { Accept: 'image/*' }, signal, read: 'blob' });
  return blob;
}

/**
 * The blob URL of a capture's image while the caller is mounted (revoked after). The bytes are a
 * TanStack query (kept while any list shows the capture); a failure is logged and shown as failed.
 */
export function useCaptureImage(url: string): { src: string | null; failed: boolean } {
  const image = useQuery({
    queryKey: ['tour', 'capture-image', url],
    queryFn: ({ signal }) => getCaptureImage(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setSrc(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [image.data]);
  useEffect(() => {
    if (image.error) console.warn('Could not load a capture image', image.error);
  }, [image.error]);
  return { src, failed: image.isError };
}
