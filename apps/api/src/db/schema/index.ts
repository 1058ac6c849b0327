export * from './auth.ts';
export * from './system.ts';
export * from './users.ts';
export * from './leads.ts';
export * from './courses.ts';
export * from './commerce.ts';
export * from './jobs.ts';
export * from './assessments.ts';
