// Contracts of the kyc module.
export {};
