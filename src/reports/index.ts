export * from './build-report.ts';
export * from './model.ts';
export * from './models/index.ts';
export { formatBasisPoints, formatCell } from './render/format.ts';
