import { FRAME_JPEG_QUALITY } from '@homie/contracts/tour';

/** The current video frame as a JPEG at the video's native size (spec §9), or null when there is none. */
export async function captureFrame(video: HTMLVideoElement | null): Promise<Blob | null> {
  if (!video?.videoWidth || !video.videoHeight) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', FRAME_JPEG_QUALITY));
}
