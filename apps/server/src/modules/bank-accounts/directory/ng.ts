import type { DirectoryBank } from './types.js';

// Nigerian deposit money banks: the 3-digit bank codes of the CBN's NUBAN scheme (the first part of
// the check-digit input) and their published BICs. A BIC left empty is one not confirmed here.
export const NG_BANKS: DirectoryBank[] = [
  { code: '044', name: 'Access Bank', swiftCodes: ['ABNGNGLA'] },
  { code: '023', name: 'Citibank Nigeria', swiftCodes: ['CITINGLA'] },
  { code: '050', name: 'Ecobank Nigeria', swiftCodes: ['ECOCNGLA'] },
  { code: '070', name: 'Fidelity Bank', swiftCodes: ['FIDTNGLA'] },
  { code: '011', name: 'First Bank of Nigeria', swiftCodes: ['FBNINGLA'] },
  { code: '214', name: 'First City Monument Bank', swiftCodes: ['FCMBNGLA'] },
  { code: '058', name: 'Guaranty Trust Bank', swiftCodes: ['GTBINGLA'] },
  { code: '301', name: 'Jaiz Bank', swiftCodes: ['JAIZNGLA'] },
  { code: '082', name: 'Keystone Bank', swiftCodes: ['PLNINGLA'] },
  { code: '076', name: 'Polaris Bank', swiftCodes: ['PRDTNGLA'] },
  { code: '101', name: 'Providus Bank', swiftCodes: [] },
  { code: '221', name: 'Stanbic IBTC Bank', swiftCodes: [] },
  { code: '068', name: 'Standard Chartered Bank Nigeria', swiftCodes: ['SCBLNGLA'] },
  { code: '232', name: 'Sterling Bank', swiftCodes: ['NAMENGLA'] },
  { code: '032', name: 'Union Bank of Nigeria', swiftCodes: ['UBNINGLA'] },
  { code: '033', name: 'United Bank for Africa', swiftCodes: ['UNAFNGLA'] },
  { code: '215', name: 'Unity Bank', swiftCodes: ['ICITNGLA'] },
  { code: '035', name: 'Wema Bank', swiftCodes: ['WEMANGLA'] },
  { code: '057', name: 'Zenith Bank', swiftCodes: ['ZEIBNGLA'] },
].map((bank) => ({ ...bank, nationalCodes: [bank.code] }));
