// Contracts of the verification module.
export {};
