// Card catalog and reference prices: owned by modules/catalog.
export {};
