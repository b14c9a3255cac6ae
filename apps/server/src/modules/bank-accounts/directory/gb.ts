import type { DirectoryBank } from './types.js';

// Main UK banks: the sort-code ranges allocated to them (Pay.UK's sort code allocations, by the
// well-known leading pairs) and their BICs, whose first four letters are the bank code in a UK IBAN.
// A narrower range inside a wider one (Starling inside NatWest's 60) wins: see findBySortCode.
const range = (from: string, to: string) => ({ from, to });

export const GB_BANKS: DirectoryBank[] = [
  {
    code: 'BARC',
    name: 'Barclays Bank',
    swiftCodes: ['BARCGB22'],
    sortCodeRanges: [range('200000', '209999')],
  },
  {
    code: 'LOYD',
    name: 'Lloyds Bank',
    swiftCodes: ['LOYDGB2L'],
    sortCodeRanges: [range('300000', '309999'), range('770000', '779999')],
  },
  {
    code: 'HBUK',
    name: 'HSBC UK Bank',
    swiftCodes: ['HBUKGB4B'],
    sortCodeRanges: [range('400000', '409999')],
  },
  {
    code: 'NWBK',
    name: 'National Westminster Bank',
    swiftCodes: ['NWBKGB2L'],
    sortCodeRanges: [range('600000', '609999')],
  },
  {
    code: 'RBOS',
    name: 'Royal Bank of Scotland',
    swiftCodes: ['RBOSGB2L'],
    sortCodeRanges: [range('160000', '169999'), range('830000', '839999')],
  },
  {
    code: 'BOFS',
    name: 'Bank of Scotland',
    swiftCodes: ['BOFSGB21'],
    sortCodeRanges: [range('800000', '809999')],
  },
  {
    code: 'ABBY',
    name: 'Santander UK',
    swiftCodes: ['ABBYGB2L'],
    sortCodeRanges: [range('090000', '091999')],
  },
  {
    code: 'NAIA',
    name: 'Nationwide Building Society',
    swiftCodes: ['NAIAGB21'],
    sortCodeRanges: [range('070000', '070999')],
  },
  {
    code: 'CLYD',
    name: 'Clydesdale Bank (Virgin Money)',
    swiftCodes: ['CLYDGB2S'],
    sortCodeRanges: [range('820000', '829999')],
  },
  { code: 'MONZ', name: 'Monzo Bank', swiftCodes: ['MONZGB2L'], sortCodeRanges: [range('040004', '040004')] },
  {
    code: 'SRLG',
    name: 'Starling Bank',
    swiftCodes: ['SRLGGB2L'],
    sortCodeRanges: [range('608371', '608371')],
  },
  { code: 'MYMB', name: 'Metro Bank', swiftCodes: ['MYMBGB2L'], sortCodeRanges: [range('230580', '230580')] },
];
