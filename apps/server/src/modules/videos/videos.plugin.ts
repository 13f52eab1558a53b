import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import videoFindingsRoutes from './video-findings.routes.ts';
import { deleteVideosOfUser, storedVideoBytes } from './videos.repository.ts';
import videosRoutes, { type VideosRoutesOptions } from './videos.routes.ts';

/** What other modules (appeals' notice quota) may use of videos. */
export interface VideosService {
  /** Bytes of every stored video, and of those linked to no analysis job (the storage quota). */
  storedBytes(): Promise<{ total: number; unattached: number }>;
}

/** The upload limits and the background look at videos (tests set them; config by default). */
export type VideosOptions = VideosRoutesOptions;

declare module 'fastify' {
  interface FastifyInstance {
    videos: VideosService;
  }
}

/**
 * Videos (spec §6, decisions 092 and 114) on the module recipe (decision 144): the uploads and what
 * the server saw in them. A frame the owner keeps becomes a tour capture through `app.tour`; who owns
 * a job is read through `app.properties.analysisJobs`.
 */
export const videosPlugin = fp(
  async (app: FastifyInstance, opts: VideosOptions) => {
    app.decorate('videos', { storedBytes: () => storedVideoBytes(app.database.db) } satisfies VideosService);
    // The tour's captures and the videos share one storage quota (decision 204).
    app.tour.countStoredBytes(async () => (await storedVideoBytes(app.database.db)).total);
    // Account deletion's part of videos (decision 153): runs before properties deletes the jobs.
    app.auth.onAccountErasure((tx, user) => deleteVideosOfUser(tx, user.id));
    await app.register(videosRoutes, opts);
    await app.register(videoFindingsRoutes);
  },
  {
    name: 'videos',
    fastify: '5.x',
    dependencies: ['bearer-auth', 'caller-identity', 'auth', 'tour', 'properties'],
    decorators: { fastify: ['config', 'database', 'storage', 'auth', 'tour', 'properties'] },
  },
);

// The start-up sweep of video files an earlier crash left without their record (server.ts).
export { removeOrphanVideoFiles } from './video-upload.service.ts';
export { deleteVideosUploadedBefore } from './videos.repository.ts';
