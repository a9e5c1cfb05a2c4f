export { LastSearchPanel } from './components/last-search-panel';
