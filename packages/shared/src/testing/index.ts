// @mdc/shared/testing: test data for every package's tests, apart from the main entry so that
// the web's production bundle never holds it (eslint.config.js keeps it out of shipped code).
export * from './a-profile';
export * from './terms-sections';
