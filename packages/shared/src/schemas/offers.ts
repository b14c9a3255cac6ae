// Contracts of the offers module (trading.md §3, §5, §7, §9): the offer editor's input, the offer
// views (view offer, listing card, my offers), quick edits, the listing and list queries.
export * from './offers/enums.js';
export * from './offers/decimals.js';
export * from './offers/fields.js';
export * from './offers/input.js';
export * from './offers/bodies.js';
export * from './offers/query-helpers.js';
export * from './offers/queries.js';
export * from './offers/views.js';
