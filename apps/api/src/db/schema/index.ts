export * from './auth.ts';
export * from './system.ts';
export * from './users.ts';
export * from './leads.ts';
export * from './courses.ts';
export * from './commerce.ts';
