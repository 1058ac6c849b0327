export * from './format.ts';
export * from './input.ts';
export * from './ist-datetime.ts';
export * from './days.ts';
