// `npm start`: build what is stale, then run the marketplace (PGlite in ./data unless DATABASE_URL is set).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../apps/server/dist/server.js');
