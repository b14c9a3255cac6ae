/**
 * The OFAC warning is shown once per offer: its acceptance is remembered in localStorage (trading.md
 * §3 isOfacWarningPopupAccepted), by offer hash, the newest MAX_REMEMBERED kept.
 */
export const OFAC_STORAGE_KEY = 'p2p.ofacWarningAccepted';
const MAX_REMEMBERED = 200;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(OFAC_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function isOfacAccepted(offerHash: string): boolean {
  return read().includes(offerHash);
}

export function rememberOfacAccepted(offerHash: string): void {
  const next = [...read().filter((hash) => hash !== offerHash), offerHash].slice(-MAX_REMEMBERED);
  try {
    window.localStorage.setItem(OFAC_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled (private mode): the warning shows again next time, which is safe.
  }
}
