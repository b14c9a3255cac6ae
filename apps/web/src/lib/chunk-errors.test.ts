import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, listenForPreloadErrors, loadChunk } from './chunk-errors';
import { errorModalStore } from './error-modal';

describe('chunk load errors', () => {
  afterEach(() => vi.useRealTimers());

  it('recognises the messages browsers and bundlers use', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/login.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { code: 'CSS_CHUNK_LOAD_FAILED' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk')).toBe(false);
  });

  it('asks for a page reload when a chunk fails to load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/login.js');

    await expect(loadChunk('login', () => Promise.reject(failure))).rejects.toBe(failure);

    expect(errorModalStore.get()).toMatchObject({ open: true, type: 'PAGE_RELOAD_REQUIRED' });
  });

  it('leaves other errors to the error page', async () => {
    await expect(loadChunk('login', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');

    expect(errorModalStore.get().open).toBe(false);
  });

  it('fails with a timeout error when the chunk takes too long', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('slow', () => new Promise<never>(() => {}), 1000).catch(
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(1000);

    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'timeout', message: 'Loading chunk slow failed. (timeout)' });
    expect(errorModalStore.get()).toMatchObject({ open: true, type: 'PAGE_RELOAD_REQUIRED' });
  });

  it("opens the reload modal on Vite's preload error event", () => {
    const stop = listenForPreloadErrors();
    window.dispatchEvent(new Event('vite:preloadError'));
    stop();

    expect(errorModalStore.get()).toMatchObject({ open: true, type: 'PAGE_RELOAD_REQUIRED' });
  });
});
