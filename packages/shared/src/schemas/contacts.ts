// Contracts of the contacts module.
export {};
