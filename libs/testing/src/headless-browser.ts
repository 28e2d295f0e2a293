import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { onTestFileEnd } from './resources';

/** Debian's `chromium` package (installed by .ci/run); playwright-core downloads no browser of its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where browser tests leave screenshots; CI keeps the clone's `tmp/artifacts/` (docs/testing.md). */
export const ARTIFACTS_DIR = join(__dirname, '..', '..', '..', 'tmp', 'artifacts');

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A headless Chromium with a fresh profile, closed (and its profile removed)
 * after the test file. A machine without Chromium fails here, by name: a
 * browser test must never pass by not running.
 */
export async function launchHeadlessChromium(): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium; .ci/run does) or set CHROMIUM_PATH.`,
    );
  }
  // Loaded here, not at the top: every other test imports this library without needing a browser.
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'bizapi-chromium-'));
  // Playwright refuses --user-data-dir in args: a persistent context is how it takes a profile folder.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
  });
  onTestFileEnd(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
  return context;
}

/** The path of an artifact file, its folder made. */
export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return join(ARTIFACTS_DIR, name);
}
