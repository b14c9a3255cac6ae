// CONTRACT READY
// Contracts of the trades module (trading.md §3, §4, §7, §8): start, the trade view, the action bodies,
// the error kinds and start alert types. The state machine is in domain/trade-machine.ts.
export * from './trades/enums.js';
export * from './trades/bodies.js';
export * from './trades/views.js';
