import { randomBytes } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/setup.js';
import { testDatabasePrefix } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImagePath: string;
    postgresTemplate: string;
  }
}

function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

/**
 * Migrates and seeds one database per run: a PGlite image every test file clones in under a second,
 * or a PostgreSQL template database every test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  // The project's env reaches test workers only; the setup reads it from the project's config.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = `p2p_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const handle = await openDatabase({ driver: 'pg', url: target.toString(), poolSize: 2 });
    await prepareDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteImagePath', '');
    return async () => {
      // Drop this run's copies that a crashed test file left behind, and the template; other runs'
      // databases (another developer's, say) carry another suffix and are left alone.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`${testDatabasePrefix(template)}%`, template],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const handle = await openDatabase({ driver: 'pglite' });
  await prepareDatabase(handle);
  const pglite = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const image = await pglite.dumpDataDir('none');
  await handle.close();
  const imagePath = path.join(os.tmpdir(), `p2p-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  await writeFile(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  project.provide('postgresTemplate', '');
  return () => rm(imagePath, { force: true });
}
