import { clabe } from 'clabe-validator';
import type { DirectoryBank } from './types.js';
import { widenDirectory } from './widen.js';

// Mexican banks by the 3-digit bank code opening a CLABE (the ABM / Banxico participant codes) and BICs.
const MAIN_BANKS: DirectoryBank[] = [
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

/**
 * Codes clabe-validator keeps that name no bank a person holds an account at, or repeat one: the
 * settlement services (901 CLS, 902 Indeval, 903 CoDi Valida), its 999 'N/A', and the second codes of
 * banks listed under their first (812 BBVA, 814 Santander, 821 HSBC, 846 STP) that would show twice in
 * the bank list. A CLABE with one of these codes is entered with the bank's name, as before.
 */
const LEFT_OUT = new Set([812, 814, 821, 846, 901, 902, 903, 999]);

/** The main banks, widened with Banxico's SPEI participants as the clabe-validator package keeps them. */
export const MX_BANKS: DirectoryBank[] = widenDirectory(
  MAIN_BANKS,
  Object.entries(clabe.banksMap)
    .filter(([code, bank]) => !LEFT_OUT.has(Number(code)) && bank.name)
    .map(([code, bank]) => {
      const national = code.padStart(3, '0');
      return { code: national, name: bank.name!, swiftCodes: [], nationalCodes: [national] };
    }),
);
