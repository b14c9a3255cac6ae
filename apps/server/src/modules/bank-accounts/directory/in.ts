import type { DirectoryBank } from './types.js';

// Main Indian banks by the 4-letter bank part of their IFSC codes (Reserve Bank of India) and BICs.
export const IN_BANKS: DirectoryBank[] = [
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
