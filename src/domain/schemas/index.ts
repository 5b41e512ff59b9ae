export * from './api.ts';
export * from './common.ts';
export * from './entities/index.ts';
export * from './statuses.ts';
export * from './sync.ts';
