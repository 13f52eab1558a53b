import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { VideoUploadCard } from '#features/videos/components/video-upload-card.tsx';

/** /property-tax-video-upload: upload a short video of the property, then back to / (spec §2). */
export default function PropertyTaxVideoUploadRoute() {
  const navigate = useNavigate();
  const onUploaded = useCallback(() => navigate(paths.home), [navigate]);
  return (
    <div className="px-4 py-10">
      <VideoUploadCard onUploaded={onUploaded} />
    </div>
  );
}
