import type { DirectoryBank } from './types.js';

// Main US banks with ABA routing numbers from the Federal Reserve's E-Payments routing directory.
// A bank has one routing number per region; the directory lists the best known ones, not all.
export const US_BANKS: DirectoryBank[] = [
  {
    code: 'CHAS',
    name: 'JPMorgan Chase Bank',
    swiftCodes: ['CHASUS33'],
    routingNumbers: ['021000021', '322271627', '071000013', '111000614'],
  },
  {
    code: 'BOFA',
    name: 'Bank of America',
    swiftCodes: ['BOFAUS3N'],
    routingNumbers: ['026009593', '121000358', '011000138'],
  },
  { code: 'WFBI', name: 'Wells Fargo Bank', swiftCodes: ['WFBIUS6S'], routingNumbers: ['121000248'] },
  { code: 'CITI', name: 'Citibank', swiftCodes: ['CITIUS33'], routingNumbers: ['021000089'] },
  { code: 'USBK', name: 'U.S. Bank', swiftCodes: ['USBKUS44'], routingNumbers: ['091000022'] },
  { code: 'PNCC', name: 'PNC Bank', swiftCodes: ['PNCCUS33'], routingNumbers: ['043000096'] },
  { code: 'SNTR', name: 'Truist Bank', swiftCodes: ['SNTRUS3A'], routingNumbers: ['061000104'] },
  { code: 'NRTH', name: 'TD Bank', swiftCodes: ['NRTHUS33'], routingNumbers: ['031101266'] },
  { code: 'MRMD', name: 'HSBC Bank USA', swiftCodes: ['MRMDUS33'], routingNumbers: ['021001088'] },
  { code: 'HIBK', name: 'Capital One', swiftCodes: [], routingNumbers: ['051405515'] },
  { code: 'SCHW', name: 'Charles Schwab Bank', swiftCodes: [], routingNumbers: ['121202211'] },
  { code: 'ALLY', name: 'Ally Bank', swiftCodes: [], routingNumbers: ['124003116'] },
  { code: 'FRBB', name: 'Federal Reserve Bank of Boston', swiftCodes: [], routingNumbers: ['011000015'] },
];
