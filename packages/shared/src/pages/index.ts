export * from './site-page.schema.ts';
