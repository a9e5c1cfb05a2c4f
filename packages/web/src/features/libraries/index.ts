/**
 * What the app composes from libraries besides its pages: the dashboard's Venta and Compra
 * sections (`<LibraryTablePanel kind="sale" | "buying" />`).
 */
export { LibraryTablePanel } from './tables/library-table-panel';
