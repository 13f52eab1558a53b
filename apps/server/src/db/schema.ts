// Every table, for Drizzle's client: one line per owner. Each module declares its own tables in
// `<m>.schema.ts` beside its migrations (decision 149); the SQL migrations are the source of truth.
export * from '#lib/outbox.schema.ts';
export * from '#lib/rate-limits.schema.ts';
export * from '#modules/appeals/appeals.schema.ts';
export * from '#modules/auth/auth.schema.ts';
export * from '#modules/contact/contact.schema.ts';
export * from '#modules/dataset/dataset.schema.ts';
export * from '#modules/evidence/evidence.schema.ts';
export * from '#modules/leads/leads.schema.ts';
export * from '#modules/operator/operator.schema.ts';
export * from '#modules/payments/payments.schema.ts';
export * from '#modules/properties/change-logs.schema.ts';
export * from '#modules/properties/properties.schema.ts';
export * from '#modules/tour/tour.schema.ts';
export * from '#modules/videos/videos.schema.ts';
export * from '#modules/watches/watches.schema.ts';
