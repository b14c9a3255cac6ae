import { IFSC_BANKS } from './in-ifsc.js';
import type { DirectoryBank } from './types.js';
import { widenDirectory } from './widen.js';

// Main Indian banks by the 4-letter bank part of their IFSC codes (Reserve Bank of India) and BICs.
const MAIN_BANKS: DirectoryBank[] = [
  { code: 'SBIN', name: 'State Bank of India', swiftCodes: ['SBININBB'] },
  { code: 'HDFC', name: 'HDFC Bank', swiftCodes: ['HDFCINBB'] },
  { code: 'ICIC', name: 'ICICI Bank', swiftCodes: ['ICICINBB'] },
  { code: 'UTIB', name: 'Axis Bank', swiftCodes: ['AXISINBB'] },
  { code: 'PUNB', name: 'Punjab National Bank', swiftCodes: ['PUNBINBB'] },
  { code: 'BARB', name: 'Bank of Baroda', swiftCodes: ['BARBINBB'] },
  { code: 'CNRB', name: 'Canara Bank', swiftCodes: ['CNRBINBB'] },
  { code: 'KKBK', name: 'Kotak Mahindra Bank', swiftCodes: ['KKBKINBB'] },
  { code: 'UBIN', name: 'Union Bank of India', swiftCodes: ['UBININBB'] },
  { code: 'BKID', name: 'Bank of India', swiftCodes: ['BKIDINBB'] },
  { code: 'IDIB', name: 'Indian Bank', swiftCodes: ['IDIBINBB'] },
  { code: 'IOBA', name: 'Indian Overseas Bank', swiftCodes: ['IOBAINBB'] },
  { code: 'CBIN', name: 'Central Bank of India', swiftCodes: ['CBININBB'] },
  { code: 'MAHB', name: 'Bank of Maharashtra', swiftCodes: ['MAHBINBB'] },
  { code: 'UCBA', name: 'UCO Bank', swiftCodes: ['UCBAINBB'] },
  { code: 'YESB', name: 'Yes Bank', swiftCodes: ['YESBINBB'] },
  { code: 'INDB', name: 'IndusInd Bank', swiftCodes: ['INDBINBB'] },
  { code: 'IDFB', name: 'IDFC First Bank', swiftCodes: ['IDFBINBB'] },
].map((bank) => ({ ...bank, nationalCodes: [bank.code] }));

// RBI's bank types the bank list offers: public sector, private, foreign, small finance, payments,
// regional rural and local area banks. Co-operative banks (about 1,200) and the public sector banks merged
// into others (Allahabad, Andhra, Corporation Bank...: one IFSC of their own left) are found by their IFSC
// only, so the list stays one people can choose from.
const LISTED_TYPES = new Set(['PSB', 'Private', 'Foreign', 'SFB', 'PB', 'RRB', 'LAB']);
const isListed = (type: string, ifscs: number) => LISTED_TYPES.has(type) && !(type === 'PSB' && ifscs <= 1);

/** The main banks, widened with every IFSC bank code of the `ifsc` dataset (see in-ifsc.ts). */
export const IN_BANKS: DirectoryBank[] = widenDirectory(
  MAIN_BANKS,
  Object.entries(IFSC_BANKS).map(([code, [name, type, ifscs]]) => ({
    code,
    name,
    swiftCodes: [],
    nationalCodes: [code],
    listed: isListed(type, ifscs),
  })),
);
