import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_CACHE_TTL_MS, contentStore } from './public-pages.service.js';

describe('contentStore', () => {
  let operatorDir: string;
  let defaultDir: string;
  let clock = 0;
  beforeEach(() => {
    operatorDir = mkdtempSync(path.join(tmpdir(), 'p2p-operator-'));
    defaultDir = mkdtempSync(path.join(tmpdir(), 'p2p-defaults-'));
    writeFileSync(path.join(defaultDir, 'about.en.md'), '# Default about');
    clock = 1_000;
  });
  afterEach(() => {
    rmSync(operatorDir, { recursive: true, force: true });
    rmSync(defaultDir, { recursive: true, force: true });
  });

  it("keeps a text for the cache period, then reads the operator's new file", async () => {
    const store = contentStore({ operatorDir, defaultDir, now: () => clock });
    expect((await store.get('about', 'en')).markdown).toBe('# Default about');

    writeFileSync(path.join(operatorDir, 'about.en.md'), '# Edited');
    clock += CONTENT_CACHE_TTL_MS - 1;
    expect((await store.get('about', 'en')).source).toBe('default');
    clock += 1;
    expect(await store.get('about', 'en')).toMatchObject({ source: 'operator', markdown: '# Edited' });
  });

  it('refuses names that are not public pages, whatever the files hold', async () => {
    writeFileSync(path.join(defaultDir, 'secret.en.md'), '# Secret');
    const store = contentStore({ operatorDir, defaultDir, now: () => clock });
    await expect(store.get('secret', 'en')).rejects.toMatchObject({ code: 'ERROR_NOT_FOUND' });
    await expect(store.get('../about', 'en')).rejects.toMatchObject({ code: 'ERROR_NOT_FOUND' });
  });

  it('answers 404 for a page with no text anywhere, and refuses an oversized operator file', async () => {
    const store = contentStore({ operatorDir, defaultDir, now: () => clock });
    await expect(store.get('fees', 'es')).rejects.toMatchObject({ code: 'ERROR_NOT_FOUND' });
    writeFileSync(path.join(operatorDir, 'about.es.md'), 'x'.repeat(256 * 1024 + 1));
    expect(await store.get('about', 'es')).toMatchObject({ source: 'default', lang: 'en', fallback: true });
  });

  it('works without an operator folder (an in-memory data folder)', async () => {
    const store = contentStore({ operatorDir: undefined, defaultDir, now: () => clock });
    expect((await store.get('about', 'ru')).fallback).toBe(true);
  });
});
