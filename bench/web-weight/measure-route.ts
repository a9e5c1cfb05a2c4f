import zlib from 'node:zlib';
import type { Browser, BrowserContext, Response } from '@playwright/test';

/** One route as a first-time visitor meets it: the files it loads, and when it first paints. */

export interface Bytes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight {
  route: string;
  js: Bytes;
  css: Bytes;
  /** Encoded body bytes of those files as the server sent them. */
  transferred: number;
  encodings: string[];
  firstPaintMs: number;
}

export interface Login {
  user: string;
  password: string;
}

// A poor mobile connection (slower than Lighthouse's 1.6 Mbit/s "slow 4G"), so weight shows.
const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1024) / 8,
  uploadThroughput: (400 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const brotliSize = (body: Buffer) =>
  zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
  }).length;

async function newVisitor(browser: Browser, baseUrl: string, login?: Login) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'es-AR' });
  if (login) {
    const answer = await context.request.post('/api/login', {
      data: { user: login.user, email: null, password: login.password, keepSession: false },
    });
    if (answer.status() !== 200) throw new Error(`login answered ${answer.status()}`);
  }
  return context;
}

async function weigh(context: BrowserContext, route: string) {
  const page = await context.newPage();
  const files: Response[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') files.push(response);
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  const empty = (): Bytes => ({ files: 0, raw: 0, gzip: 0, brotli: 0 });
  const totals = { js: empty(), css: empty(), transferred: 0, encodings: new Set<string>() };
  for (const response of files) {
    const body = await response.body();
    const kind = response.request().resourceType() === 'script' ? totals.js : totals.css;
    kind.files += 1;
    kind.raw += body.length;
    kind.gzip += gzipSize(body);
    kind.brotli += brotliSize(body);
    totals.transferred += (await response.request().sizes()).responseBodySize;
    const encoding = (await response.headerValue('content-encoding')) ?? 'none';
    totals.encodings.add(encoding);
  }
  return { ...totals, encodings: [...totals.encodings].sort() };
}

async function firstPaint(context: BrowserContext, route: string): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(route, { waitUntil: 'load', timeout: 120_000 });
  // Runs in the page: `performance` there is the browser's Paint Timing.
  const paint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  await page.waitForFunction(paint, undefined, { timeout: 120_000 });
  return page.evaluate(paint);
}

export async function measureRoute(
  browser: Browser,
  baseUrl: string,
  route: string,
  options: { login?: Login; runs: number },
): Promise<RouteWeight> {
  const context = await newVisitor(browser, baseUrl, options.login);
  const weight = await weigh(context, route);
  await context.close();
  const paints: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    const fresh = await newVisitor(browser, baseUrl, options.login);
    paints.push(await firstPaint(fresh, route));
    await fresh.close();
  }
  paints.sort((a, b) => a - b);
  return { route, ...weight, firstPaintMs: paints[Math.floor(paints.length / 2)]! };
}
