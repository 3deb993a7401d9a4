export * from './constants.ts';
export * from './messages.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './settings.ts';
export * from './merge-settings.ts';
export * from './slug.ts';
export * from './catalogue.ts';
