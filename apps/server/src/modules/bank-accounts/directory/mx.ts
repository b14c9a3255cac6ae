import type { DirectoryBank } from './types.js';

// Mexican banks by the 3-digit bank code opening a CLABE (the ABM / Banxico participant codes) and BICs.
export const MX_BANKS: DirectoryBank[] = [
  { code: '002', name: 'Banamex', swiftCodes: ['BNMXMXMM'] },
  { code: '012', name: 'BBVA México', swiftCodes: ['BCMRMXMM'] },
  { code: '014', name: 'Santander México', swiftCodes: ['BMSXMXMM'] },
  { code: '021', name: 'HSBC México', swiftCodes: ['BIMEMXMM'] },
  { code: '030', name: 'BanBajío', swiftCodes: ['BJIOMXML'] },
  { code: '032', name: 'IXE Banco', swiftCodes: [] },
  { code: '036', name: 'Inbursa', swiftCodes: ['INBUMXMM'] },
  { code: '044', name: 'Scotiabank México', swiftCodes: ['MBCOMXMM'] },
  { code: '058', name: 'Banregio', swiftCodes: [] },
  { code: '062', name: 'Afirme', swiftCodes: ['AFIRMXMT'] },
  { code: '072', name: 'Banorte', swiftCodes: ['MENOMXMT'] },
  { code: '127', name: 'Banco Azteca', swiftCodes: ['AZTKMXMM'] },
  { code: '137', name: 'BanCoppel', swiftCodes: [] },
].map((bank) => ({ ...bank, nationalCodes: [bank.code] }));
