import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#config/env.ts';
import { type Clock, systemClock } from '#lib/clock.ts';
import type { Database } from '#db/client.ts';
import { httpError } from '#lib/errors.ts';
import { OneLinePerRequest, withLogRedaction } from '#lib/log-redaction.ts';
import { createMailer, deleteMailOfUser, type Mailer } from '#lib/mailer.ts';
import { LocalStorage, type Storage } from '#lib/storage.ts';
import { responseSerializerCompiler } from '#lib/response-serializer.ts';
import { S3Storage } from '#lib/storage.s3.ts';
import {
  type AddressSearchOptions,
  addressSearchPlugin,
} from '#modules/address-search/address-search.plugin.ts';
import { appealsPlugin } from '#modules/appeals/appeals.plugin.ts';
import { authModulePlugin, createTokenService } from '#modules/auth/auth.plugin.ts';
import { contactPlugin } from '#modules/contact/contact.plugin.ts';
import { evidencePlugin } from '#modules/evidence/evidence.plugin.ts';
import { type DatasetOptions, datasetPlugin } from '#modules/dataset/dataset.plugin.ts';
import { leadsPlugin } from '#modules/leads/leads.plugin.ts';
import { operatorPlugin } from '#modules/operator/operator.plugin.ts';
import { type PaymentsOptions, paymentsPlugin } from '#modules/payments/payments.plugin.ts';
import { type PropertiesOptions, propertiesPlugin } from '#modules/properties/properties.plugin.ts';
import { type TourOptions, tourPlugin } from '#modules/tour/tour.plugin.ts';
import { type VideosOptions, videosPlugin } from '#modules/videos/videos.plugin.ts';
import { watchesPlugin } from '#modules/watches/watches.plugin.ts';
import { authPlugin } from '#plugins/auth.ts';
import { callerPlugin } from '#plugins/caller.ts';
import { errorHandler } from '#plugins/error-handler.ts';
import { healthRoutes } from '#plugins/health.ts';
import { security } from '#plugins/security.ts';
import { requestTimeouts, serverTimeouts } from '#plugins/request-timeouts.ts';
import { webApp } from '#plugins/web-app.ts';
import { answerFrameworkError, checkJsonText, wellFormedText } from '#plugins/well-formed-text.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    storage: Storage;
    /** The current time for every module (decision 144). */
    clock: Clock;
  }
}

/** Each module plugin's options: the seam to replace its dependencies (decision 144). */
export interface ModuleOptions {
  addressSearch?: AddressSearchOptions;
  properties?: PropertiesOptions;
  payments?: PaymentsOptions;
  videos?: VideosOptions;
  tour?: TourOptions;
  dataset?: DatasetOptions;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  storage?: Storage;
  /** Why the app is not ready yet (reported by /readyz), or undefined when it is. */
  notReadyReason?: () => string | undefined;
  /** The current time (tests move it); the system clock by default. */
  clock?: Clock;
  /** Replacements for the modules' dependencies (tests), by module. */
  modules?: ModuleOptions;
}

/** Default JSON body cap; upload routes set their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const SAFE_REQUEST_ID = /^[\w.-]{8,128}$/;

/** Trusts the nearest `hops` proxies (Fastify ignores a bare number for trustProxy); decision 096. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole application without listening: server.ts listens, tests call inject(). */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    // No ids, tokens, headers or bodies in the log (decision 091).
    logger: withLogRedaction(opts.logger, config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // One line per request, at its end (decision 162).
    logController: new OneLinePerRequest(),
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // Headers within their timeout; a whole request within the longest body budget (decision 204).
    ...serverTimeouts(config.http),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // JSON bodies: an empty body is "no body" (logout sends none with a JSON content type).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(httpError('invalid_json'), undefined);
    }
    // Lone surrogates (`"\uD800"`) are refused here, once for every route (decision 095).
    const illFormed = checkJsonText(text, parsed);
    if (illFormed) return done(illFormed, undefined);
    done(null, parsed);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Responses through their contract schema, parsed where that reads the same as encoding (decision 193).
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', opts.clock ?? systemClock);
  const storage: Storage =
    opts.storage ?? (config.s3 ? new S3Storage(config.s3) : new LocalStorage(join(config.dataDir, 'files')));
  app.decorate('storage', storage);
  app.decorate(
    'mailer',
    createMailer({ database, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
  );
  // Mail a request did not wait for lands before the database closes (decision 173).
  app.addHook('onClose', async () => app.mailer.settled());

  await app.register(errorHandler);
  // Security headers first: a request the next hook refuses gets them too.
  await app.register(security);
  // A body that stalls or runs past its budget is cut, on every route (decision 204).
  await app.register(requestTimeouts, config.http);
  await app.register(wellFormedText);
  await app.register(authPlugin, {
    tokens: createTokenService({ secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds }),
  });
  await app.register(callerPlugin);
  await app.register(healthRoutes, { notReadyReason: opts.notReadyReason });

  // Modules built on the recipe (decision 144): each declares the modules it depends on.
  await app.register(operatorPlugin);
  await app.register(authModulePlugin);
  // The outbox is the mailer's (built above): its mail to a deleted account goes too (decision 153).
  app.auth.onAccountErasure((tx, user) => deleteMailOfUser(tx, user.id));
  await app.register(contactPlugin);
  await app.register(tourPlugin, opts.modules?.tour ?? {});
  await app.register(addressSearchPlugin, opts.modules?.addressSearch ?? {});
  await app.register(propertiesPlugin, opts.modules?.properties ?? {});
  await app.register(leadsPlugin);
  await app.register(videosPlugin, opts.modules?.videos ?? {});
  await app.register(paymentsPlugin, opts.modules?.payments ?? {});
  await app.register(watchesPlugin);
  await app.register(evidencePlugin);
  await app.register(appealsPlugin);

  await app.register(datasetPlugin, opts.modules?.dataset ?? {});

  await app.register(webApp, {
    distDir: config.webDistDir,
    pageHints: app.dataset.pageHints,
    mapTiles: config.mapTiles,
  });
  return app;
}
