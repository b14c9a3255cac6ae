// Contracts of the two-factor module.
export {};
