// Contracts of the restrictions module.
export {};
