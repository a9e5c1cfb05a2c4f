import { describe, expect, it } from 'vitest';
import { DeckCache } from './deck-cache';

describe('DeckCache', () => {
  it('shares one load among concurrent callers and keeps it until it expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new DeckCache<number>(() => now, 1000, 10);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets failures, so the next call tries again', async () => {
    const cache = new DeckCache<string>(() => 0, 1000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('caído')))).rejects.toThrow('caído');
    expect(await cache.get('a', async () => 'mazo')).toBe('mazo');
  });

  it('drops the oldest entry past its size', async () => {
    let loads = 0;
    const cache = new DeckCache<number>(() => 0, 1000, 2);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});
