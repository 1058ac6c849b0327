export * from './auth/auth.schema.ts';
export * from './constants.ts';
export * from './http.ts';
export * from './ids.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './leads/index.ts';
export * from './search.ts';
