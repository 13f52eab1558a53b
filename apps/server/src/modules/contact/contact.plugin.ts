import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { operatorMailContext } from '#lib/operator-mail.ts';
import { deleteMessagesOfUser } from './contact.repository.ts';
import contactRoutes from './contact.routes.ts';
import { type ContactContext, type ContactMessage, submitContactMessage } from './contact.service.ts';

/** What other code may use of contact: a Contact Us message stored and mailed to the operator. */
export interface ContactService {
  submit(message: ContactMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

/** The Contact Us form (spec §2, issue 19) on the module recipe (decision 144). */
export const contactPlugin = fp(
  async (app: FastifyInstance) => {
    const ctx: ContactContext = { ...operatorMailContext(app), clock: app.clock };
    const contact: ContactService = { submit: (message) => submitContactMessage(ctx, message) };
    app.decorate('contact', contact);
    // Account deletion's part of contact (decisions 153, 206): messages the account sent signed in.
    app.auth.onAccountErasure((tx, user) => deleteMessagesOfUser(tx, user.id));
    await app.register(contactRoutes, { contact });
  },
  {
    name: 'contact',
    fastify: '5.x',
    dependencies: ['auth', 'caller-identity'],
    decorators: { fastify: ['config', 'database', 'mailer', 'clock', 'auth'] },
  },
);

export type { ContactMessage } from './contact.service.ts';
