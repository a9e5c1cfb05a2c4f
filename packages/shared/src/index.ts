export * from './app-info';
export * from './error-codes';
export * from './analytics';
export * from './accounts/index';
export * from './text-field';
export * from './shell';
export * from './catalog/index';
