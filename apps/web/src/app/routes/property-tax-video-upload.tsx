import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { usePropertyStore } from '#features/properties/stores/property-store.ts';
import { addressLine } from '#features/properties/utils/place-to-address.ts';
import { type VideoHome, VideoUploadCard } from '#features/videos/components/video-upload-card.tsx';
import type { PageHandle } from '../page-handle.ts';

/** Its texts: area `dashboard`, the video checks' words `details`' (decision 266). */
export const handle: PageHandle = { translated: true };

/**
 * /property-tax-video-upload: upload a short video of the property, then back to / (spec §2). The
 * video goes with the home the visitor analysed (the kept analysis's job), which the page names.
 */
export default function PropertyTaxVideoUploadRoute() {
  const navigate = useNavigate();
  const jobId = usePropertyStore((s) => s.jobId);
  const address = usePropertyStore((s) => s.userEnteredAddress);
  const home: VideoHome | null = jobId && address ? { jobId, address: addressLine(address) } : null;
  const onUploaded = useCallback(() => navigate(paths.home), [navigate]);
  return (
    <div className="px-4 py-10">
      <VideoUploadCard home={home} onUploaded={onUploaded} />
    </div>
  );
}
