export * from './site-page.schema.ts';
export * from './site-pages.ts';
