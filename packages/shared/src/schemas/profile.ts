// Contracts of the profile module.
export {};
