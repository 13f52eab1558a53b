import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type JobVideoFindings,
  jobVideoFindingsSchema,
  VIDEO_FINDINGS_API,
  type VideoFindings,
  videoFindingsSchema,
} from '@homie/contracts/evidence';
import { type TourCapture, tourCaptureSchema } from '@homie/contracts/tour';
import { request } from '#lib/api-client.ts';

type Rating = NonNullable<VideoFindings['owner_condition']>;

/** GET /api/videos/findings/{job}: what the server saw in the job's uploaded videos. */
export async function getVideoFindings(jobId: string): Promise<JobVideoFindings> {
  return request(VIDEO_FINDINGS_API.ofJob(jobId), { auth: true, schema: jobVideoFindingsSchema });
}

export const videoFindingsKey = (jobId: string | null) => ['videos', 'findings', jobId] as const;

const settled = (data: JobVideoFindings | undefined) =>
  (data?.videos.length ?? 0) > 0 && data!.videos.every((v) => v.status === 'done' || v.status === 'failed');

/**
 * The job's video findings: asked every 3 s while a video is being looked at (or none is known
 * yet, as one may be uploading on this page), every 30 s once every look has finished.
 */
export function useVideoFindings(jobId: string | null) {
  return useQuery({
    queryKey: videoFindingsKey(jobId),
    queryFn: () => getVideoFindings(jobId!),
    enabled: Boolean(jobId),
    retry: false,
    refetchInterval: (query) => (query.state.error ? false : settled(query.state.data) ? 30_000 : 3_000),
  });
}

export function useConfirmCondition(jobId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, condition }: { videoId: string; condition: Rating | null }) =>
      request(VIDEO_FINDINGS_API.confirm(videoId), {
        auth: true,
        method: 'PUT',
        body: { condition },
        schema: videoFindingsSchema,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<JobVideoFindings>(videoFindingsKey(jobId), (data) =>
        data ? { videos: data.videos.map((v) => (v.video_id === saved.video_id ? saved : v)) } : data,
      ),
  });
}

export function useKeepVideoFrame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ videoId, index }: { videoId: string; index: number }): Promise<TourCapture> =>
      request(VIDEO_FINDINGS_API.keepFrame(videoId, index), {
        auth: true,
        method: 'POST',
        schema: tourCaptureSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tour', 'captures'] }),
  });
}
