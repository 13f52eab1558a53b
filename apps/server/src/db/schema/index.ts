// Every domain's Drizzle tables, one export line each (see docs/development.md).
export * from './auth.ts';
export * from './properties.ts';
export * from './analysis.ts';
export * from './payments.ts';
export * from './appeals.ts';
export * from './tour.ts';
export * from './leads.ts';
export * from './videos.ts';
export * from './rate-limits.ts';
export * from './operator.ts';
