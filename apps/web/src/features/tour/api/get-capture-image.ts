import { useEffect, useState } from 'react';
import { request } from '#lib/api-client.ts';

/** A capture's image needs the Bearer token, so it is fetched and shown from a blob URL. */
export async function getCaptureImage(url: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await request(url, { auth: true, headers: { Accept: 'image/*' }, signal, read: 'blob' });
  return blob;
}

/** The blob URL of a capture's image while the caller is mounted (revoked after). */
export function useCaptureImage(url: string): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getCaptureImage(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load a capture image', error);
        setState({ src: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
