// The whole data model, one file per domain. Every list filter and search has an index;
// substring search on names and emails uses pg_trgm GIN indexes. Everything imports the tables
// from here ('../db/schema'), and drizzle-kit reads this file (drizzle.config.ts): a new
// domain file must be added below, or its tables get no migration.
export * from './accounts';
export * from './attempts';
export * from './audit';
export * from './commerce';
export * from './content';
export * from './lab-values';
export * from './support';
export * from './study-notes';
export * from './flashcards';
export * from './study-plans';
