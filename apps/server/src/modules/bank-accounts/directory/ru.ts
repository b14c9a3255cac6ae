import type { DirectoryBank } from './types.js';

// Main Russian banks with their head-office BIKs (Bank of Russia's directory) and BICs.
export const RU_BANKS: DirectoryBank[] = [
  { code: 'SABR', name: 'Sberbank', swiftCodes: ['SABRRUMM'], routingNumbers: ['044525225', '044030653'] },
  { code: 'VTBR', name: 'VTB Bank', swiftCodes: ['VTBRRUMM'], routingNumbers: ['044525187'] },
  { code: 'GAZP', name: 'Gazprombank', swiftCodes: ['GAZPRUMM'], routingNumbers: ['044525823'] },
  { code: 'ALFA', name: 'Alfa-Bank', swiftCodes: ['ALFARUMM'], routingNumbers: ['044525593'] },
  { code: 'TICS', name: 'T-Bank (Tinkoff)', swiftCodes: ['TICSRUMM'], routingNumbers: ['044525974'] },
  { code: 'RZBM', name: 'Raiffeisenbank', swiftCodes: ['RZBMRUMM'], routingNumbers: ['044525700'] },
  { code: 'RUAG', name: 'Rosselkhozbank', swiftCodes: ['RUAGRUMM'], routingNumbers: ['044525111'] },
  { code: 'PRMS', name: 'Promsvyazbank', swiftCodes: ['PRMSRUMM'], routingNumbers: ['044525555'] },
];
