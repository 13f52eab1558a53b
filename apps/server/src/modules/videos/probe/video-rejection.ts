import { VIDEO_MESSAGES } from '@homie/contracts/videos';

export type VideoRejectionReason = 'not_video' | 'too_long' | 'unreadable' | 'unsupported' | 'trailing_data';

const MESSAGES: Record<VideoRejectionReason, string> = {
  not_video: VIDEO_MESSAGES.notVideo,
  too_long: VIDEO_MESSAGES.tooLong,
  unreadable: VIDEO_MESSAGES.unreadable,
  unsupported: VIDEO_MESSAGES.unsupportedFormat,
  trailing_data: VIDEO_MESSAGES.trailingData,
};

/** Why an uploaded file is not an acceptable video; its message is the one the user sees. */
export class VideoRejection extends Error {
  constructor(
    readonly reason: VideoRejectionReason,
    /** Internal detail for logs, never shown. */
    readonly detail?: string,
  ) {
    super(MESSAGES[reason]);
    this.name = 'VideoRejection';
  }
}
