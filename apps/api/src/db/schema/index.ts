export * from './settings.ts';
export * from './users.ts';
export * from './catalogue.ts';
export * from './engagement.ts';
export * from './content.ts';
export * from './outbox.ts';
export * from './payments.ts';
export * from './gst.ts';
