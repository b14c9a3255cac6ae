declare module 'uk-modulus-checking' {
  /** Vocalink's modulus check of one UK account (CommonJS default export). */
  export default class UkModulusChecking {
    constructor(account: { sortCode: string; accountNumber: string });
    isValid(): boolean;
  }
}
