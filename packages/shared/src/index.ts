export * from './app-info';
export * from './error-codes';
export * from './error-body';
export * from './internal-error';
export * from './analytics';
export * from './accounts';
export * from './shell';
export * from './catalog/index';
