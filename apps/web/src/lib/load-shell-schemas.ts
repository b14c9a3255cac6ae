/** The shell's answer schemas (lib/shell-schemas.ts), downloaded once on first use. */
export function loadShellSchemas() {
  return import('./shell-schemas');
}
