/**
 * The reference page at {base}/docs, rendered by a real headless browser (Debian's
 * chromium-headless-shell through playwright-core): every operation shows, and nothing is
 * fetched from anywhere but the server itself (no CDN).
 */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../helpers/server-process.ts';

// CHROMIUM_PATH, when set, is the only browser tried.
const CANDIDATES = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/headless_shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const executablePath = CANDIDATES.find((p) => fs.existsSync(p));
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

if (!executablePath) {
  if (process.env.CI === 'true') {
    t.fail(`no headless Chromium found (looked at ${CANDIDATES.join(', ')}); .ci/run installs chromium-headless-shell`);
  } else {
    t.test('the /docs page in a headless browser', { skip: 'no headless Chromium here: apt-get install -y --no-install-recommends chromium-headless-shell, or set CHROMIUM_PATH' }, async () => {});
  }
} else {
  t.test('given a running server, when a browser opens /api/v0/partner/docs, then the reference renders every operation from the server alone', async (t) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-docs-'));
    const server = await startServerProcess(dataDir);
    const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
    t.teardown(async () => {
      await browser.close();
      await server.stop('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const doc = (await (await fetch(`${server.url}/api/v0/partner/openapi.json`)).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operationIds = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));

    const page = await browser.newPage();
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol !== 'data:' && u.origin !== new URL(server.url).origin) foreign.push(r.url());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const res = await page.goto(`${server.url}/api/v0/partner/docs`, { waitUntil: 'networkidle' });
    t.equal(res?.status(), 200, '/docs answers');
    await page.waitForSelector('.swagger-ui .opblock', { timeout: 30_000 });
    t.match(await page.textContent('.swagger-ui .info .title'), /Partner Matchmaking API/, 'the title');
    const shown = await page.$$eval('.swagger-ui .opblock', (els) => els.length);
    t.equal(shown, operationIds.length, `all ${operationIds.length} operations are listed`);
    const ids = await page.$$eval('.swagger-ui .opblock .opblock-summary-operation-id', (els) => els.map((e) => e.textContent?.trim()));
    t.same([...ids].sort(), [...operationIds].sort(), 'each shown with its operationId');
    // Open one operation: its error codes are enumerated in the rendered schema.
    await page.click('#operations-runs-getRun .opblock-summary');
    await page.waitForSelector('#operations-runs-getRun .responses-table');
    t.match(await page.textContent('#operations-runs-getRun .responses-table'), /RUN_NOT_FOUND/, 'a route error code is shown');
    t.same(foreign, [], 'nothing is loaded from another origin');
    t.same(errors, [], 'no script or console errors');
  });
}
