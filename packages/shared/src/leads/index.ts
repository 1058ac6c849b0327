export * from './callback.schema.ts';
export * from './dates.ts';
export * from './home.schema.ts';
export * from './kodr.schema.ts';
export * from './kodr.ts';
export * from './utm.schema.ts';
export * from './utm.ts';
export * from './home-content.ts';
