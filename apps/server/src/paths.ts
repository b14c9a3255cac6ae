import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** apps/server, whether this module runs from src/ (tsx, tests) or from dist/ (the built server). */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const SEED_DATA_DIR = path.join(SERVER_ROOT, 'src/db/seed/data');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
