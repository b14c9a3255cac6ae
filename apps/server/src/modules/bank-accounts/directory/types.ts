/** A bank of the bundled directory, as written in the per-country data modules. */
export interface DirectoryBank {
  /** The national code that ends the bank's id (`NG:058`): NUBAN code, CLABE code, IBAN bank code, IFSC prefix, BIC bank. */
  code: string;
  name: string;
  swiftCodes: string[];
  /** The code as written in the country's numbers, when it names the bank (NUBAN, CLABE, IFSC prefix, FI IBAN prefixes). */
  nationalCodes?: string[];
  /** ABA routing numbers (US) or BIKs (RU). */
  routingNumbers?: string[];
  /** GB sort-code ranges, inclusive, 6 digits each. */
  sortCodeRanges?: { from: string; to: string }[];
  /** False for a bank found by its numbers only, not offered in the country's bank list (the bank picker). */
  listed?: boolean;
}
