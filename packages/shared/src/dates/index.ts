export * from './format.ts';
export * from './input.ts';
