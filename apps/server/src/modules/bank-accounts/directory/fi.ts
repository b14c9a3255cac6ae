import type { DirectoryBank } from './types.js';

// Finnish banks: the bank identifiers that open a Finnish IBAN's national part (Finance Finland's
// table of Finnish monetary institution codes) and their BICs.
export const FI_BANKS: DirectoryBank[] = [
  { code: 'NDEA', name: 'Nordea Bank', swiftCodes: ['NDEAFIHH'], nationalCodes: ['1', '2'] },
  { code: 'OKOY', name: 'OP Financial Group', swiftCodes: ['OKOYFIHH'], nationalCodes: ['5'] },
  { code: 'AABA', name: 'Ålandsbanken', swiftCodes: ['AABAFI22'], nationalCodes: ['6'] },
  { code: 'DABA', name: 'Danske Bank', swiftCodes: ['DABAFIHH', 'DABAFIHX'], nationalCodes: ['8', '34'] },
  { code: 'HAND', name: 'Handelsbanken', swiftCodes: ['HANDFIHH'], nationalCodes: ['31'] },
  { code: 'ESSE', name: 'Skandinaviska Enskilda Banken', swiftCodes: ['ESSEFIHX'], nationalCodes: ['33'] },
  { code: 'SBAN', name: 'S-Bank', swiftCodes: ['SBANFIHH'], nationalCodes: ['36', '39'] },
  { code: 'SWED', name: 'Swedbank', swiftCodes: ['SWEDFIHH'], nationalCodes: ['38'] },
  { code: 'HELS', name: 'Aktia Bank', swiftCodes: ['HELSFIHH'], nationalCodes: ['405', '497'] },
  { code: 'HOLV', name: 'Holvi Payment Services', swiftCodes: ['HOLVFIHH'], nationalCodes: ['799'] },
];
