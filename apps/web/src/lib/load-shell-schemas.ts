/** Every visitor's shell answer schemas (lib/shell-schemas.ts), downloaded once on first use. */
export function loadShellSchemas() {
  return import('./shell-schemas');
}

/** The signed-in shell's answer schemas (lib/account-shell-schemas.ts), downloaded once on first use. */
export function loadAccountShellSchemas() {
  return import('./account-shell-schemas');
}
