import { artifactPath, launchHeadlessChromium, testStack } from '@bizapi/testing';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

/** The picture of an operation in docs/integrators.md: written only when asked (`UPDATE_SCREENSHOTS=1`), never by a plain test run. */
const REFERENCE_SCREENSHOT = join(__dirname, '../../../../../docs/images/reference-create-person.png');

/**
 * The API reference page as an integrator opens it: in headless Chromium,
 * without credentials, every byte from the gateway itself.
 */
describe('the docs page (GET /external/v1/docs)', () => {
  const { baseUrl } = testStack();
  const origin = new URL(baseUrl).origin;

  it('is served without authentication under a self-only Content-Security-Policy', async () => {
    // Plain fetch: the page is HTML for people, not an operation of the API's document.
    const response = await fetch(`${baseUrl}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    // No host other than our own is named anywhere in the policy.
    expect(policy).not.toMatch(/https?:|\*/);
    expect(await response.text()).toContain('/external/v1/docs/scalar-api-reference.js');
    // The bundle goes gzipped to a browser that takes it, as it is to one that does not.
    const zipped = await fetch(`${baseUrl}/docs/scalar-api-reference.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-type')).toMatch(/javascript/);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${baseUrl}/docs/scalar-api-reference.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('renders the persons operations in Chromium with no console error and no request elsewhere', async () => {
    const browser = await launchHeadlessChromium();
    const page: Page = await browser.newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
    });

    await page.goto(`${baseUrl}/docs`, { waitUntil: 'load' });
    // The persons operations, by their summaries in the sidebar and their paths in the content, in our mount point.
    const reference = page.locator('#bizapi-reference');
    await reference.getByText('List persons').first().waitFor({ timeout: 30_000 });
    await reference.getByText('Create a person').first().waitFor({ timeout: 10_000 });
    // What a person sees first is the rendered document (its title in the viewport), not a loading skeleton.
    const title = await reference.getByRole('heading', { name: 'Business Management External API' }).first().boundingBox();
    expect(title).not.toBeNull();
    expect(title!.y).toBeLessThan(900);
    // Late errors (lazy chunks, the document's own parsing) surface within a moment of rendering.
    await page.waitForTimeout(1_000);
    await page.screenshot({ path: artifactPath('docs-page.png'), fullPage: false });

    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
  }, 90_000);

  it('shows an operation with its recorded example (Create a person)', async () => {
    const document = JSON.parse(readFileSync(join(__dirname, '../../../../../docs/openapi.json'), 'utf8'));
    const example = document.paths['/persons'].post.requestBody.content['application/json'].example;
    expect(example?.name).toEqual(expect.any(String));

    const browser = await launchHeadlessChromium();
    const page: Page = await browser.newPage();
    await page.goto(`${baseUrl}/docs`, { waitUntil: 'load' });
    const reference = page.locator('#bizapi-reference');
    await reference.getByText('Create a person').first().click({ timeout: 30_000 });
    // The recorded person's name is on the page: the example is rendered, not only the schema.
    await reference.getByText(example.name).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    const shot = artifactPath('reference-create-person.png');
    await page.screenshot({ path: shot, fullPage: false });
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      mkdirSync(dirname(REFERENCE_SCREENSHOT), { recursive: true });
      copyFileSync(shot, REFERENCE_SCREENSHOT);
    }
  }, 90_000);
});
