import { WebhookReceiver, adminClient, artifactPath, launchHeadlessChromium, testStack } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** docs/panel.md's pictures: written only when asked (`UPDATE_SCREENSHOTS=1`), never by a plain test run. */
const DOCS_IMAGES = join(__dirname, '../../../../docs/images');
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The panel in Debian's Chromium, every flow of #36 as a person does it:
 * invite, password, sign-in, keys (used at /auth, revoked), webhooks (test
 * event to a local receiver, log, resend, replay), usage, audit; sign-in
 * limits, another company's user, CSRF. Each page is checked with axe-core
 * (WCAG 2 A/AA) and must raise no console error (a CSP violation is one).
 */
describe('the company panel in a browser', () => {
  // The API's origin, as a browser reaches it: the panel at /panel/ and the API at /external/v1 on one port.
  const origin = testStack().edgeUrl;
  const baseUrl = `${origin}/external/v1`;
  const problems: string[] = [];

  async function browserPage(language = 'pt-BR'): Promise<{ context: BrowserContext; page: Page }> {
    const context = await launchHeadlessChromium();
    await context.setExtraHTTPHeaders({ 'Accept-Language': language });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) problems.push(`foreign request: ${request.url()}`);
    });
    return { context, page };
  }

  /** No WCAG 2 A/AA violation that axe-core can find on the page as it is now. */
  async function expectAccessible(page: Page): Promise<void> {
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    });
    expect({ url: page.url(), violations }).toEqual({ url: page.url(), violations: [] });
  }

  async function screenshot(page: Page, name: string): Promise<void> {
    const shot = artifactPath(`panel-${name}.png`);
    await page.screenshot({ path: shot, fullPage: true });
    if (process.env.UPDATE_SCREENSHOTS === '1') {
      mkdirSync(DOCS_IMAGES, { recursive: true });
      copyFileSync(shot, join(DOCS_IMAGES, `panel-${name}.png`));
    }
  }

  async function invitedPerson(features?: string[]) {
    const admin = await adminClient();
    const suffix = randomUUID().slice(0, 8);
    const company = await admin.createCompany(`Acme Integrações ${suffix}`, features);
    const email = `ana.${suffix}@example.com`;
    const user = await admin.createUser(company.id, 'Ana Souza', email);
    const invite = await admin.panelInvite(company.id, user.id);
    return { company, user, email, invite, password: `senha forte ${suffix}` };
  }

  async function setPasswordAndSignIn(page: Page, person: Awaited<ReturnType<typeof invitedPerson>>, shots = false): Promise<void> {
    await page.goto(person.invite.url.replace(/^https?:\/\/[^/]+/, origin));
    await expectAccessible(page);
    if (shots) await screenshot(page, 'set-password');
    await page.locator('#password').fill(person.password);
    await page.locator('#confirm').fill(person.password);
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await page.waitForURL(/\/panel\/sign-in\?done=password$/);
    await expectAccessible(page);
    await page.locator('#email').fill(person.email);
    await page.locator('#password').fill(person.password);
    if (shots) await screenshot(page, 'sign-in');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(/\/panel\/keys$/);
  }

  it('walks invite → password → sign-in → a key used at /auth and revoked → usage → audit', async () => {
    const person = await invitedPerson();
    const { page } = await browserPage();
    await setPasswordAndSignIn(page, person, true);
    await expectAccessible(page);

    await page.locator('#label').fill('Integração ERP');
    await page.getByRole('checkbox', { name: 'persons leitura' }).check();
    await page.getByRole('checkbox', { name: 'persons escrita' }).check();
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByRole('heading', { name: 'Chave criada' }).waitFor();
    await expectAccessible(page);
    const apiKey = (await page.locator('#new-api-key').textContent())?.trim() as string;
    const secret = (await page.locator('#new-secret').textContent())?.trim() as string;
    // The copy button (panel.js) puts the secret on the clipboard.
    await page.getByRole('button', { name: 'Copiar Segredo' }).click();
    await page.getByRole('button', { name: 'Copiado Segredo' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, 'key-created');

    const auth = await fetch(`${baseUrl}/auth`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': apiKey }, body: JSON.stringify({ secret }) });
    expect(auth.status).toBe(200);
    const tokens = (await auth.json()) as { accessToken: string; companyToken: string };
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-company-token': tokens.companyToken };
    expect((await fetch(`${baseUrl}/persons`, { headers })).status).toBe(200);

    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL(/\/panel\/keys$/);
    await expectAccessible(page);
    await screenshot(page, 'keys');
    await page.getByRole('link', { name: /Revogar Integração ERP/ }).click();
    await page.getByRole('heading', { name: /Revogar a chave Integração ERP/ }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'revoke');
    await page.getByRole('button', { name: 'Sim, revogar' }).click();
    await page.waitForURL(/\/panel\/keys\?done=revoked$/);
    expect((await fetch(`${baseUrl}/persons`, { headers })).status).toBe(401);

    await page.getByRole('link', { name: 'Uso' }).click();
    await page.waitForURL(/\/panel\/usage$/);
    await expectAccessible(page);
    expect(await page.locator('#this-minute').textContent()).toMatch(/^1 de 100 por minuto$/);
    await screenshot(page, 'usage');

    await page.getByRole('link', { name: 'Auditoria' }).click();
    await page.waitForURL(/\/panel\/audit$/);
    await expectAccessible(page);
    await page.getByText('Chave de API revogada').waitFor();
    await screenshot(page, 'audit');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(/\/panel\/sign-in\?done=signed-out$/);
    await page.goto(`${origin}/panel/keys`);
    await page.waitForURL(/\/panel\/sign-in/);
    expect(problems).toEqual([]);
  }, 120_000);

  it('subscribes a local receiver, sends the test event, reads it in the log, resends it and replays a range', async () => {
    const person = await invitedPerson();
    const receiver = await WebhookReceiver.start();
    const { page } = await browserPage();
    await setPasswordAndSignIn(page, person);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(/\/panel\/webhooks$/);
    await expectAccessible(page);
    await page.locator('#url').fill(receiver.url);
    await page.locator('#description').fill('ERP');
    await page.getByRole('checkbox', { name: /Todos de person/ }).first().check();
    await page.getByRole('button', { name: 'Criar assinatura' }).click();
    await page.getByRole('heading', { name: 'Assinatura criada' }).waitFor();
    await expectAccessible(page);
    expect(await page.locator('#new-webhook-secret').textContent()).toMatch(/^whsec_/);
    await screenshot(page, 'webhook-created');
    await page.getByRole('link', { name: 'Voltar' }).click();
    await page.waitForURL(/\/panel\/webhooks$/);
    await page.getByRole('cell', { name: `${receiver.url} ERP` }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'webhooks');
    await page.getByRole('link', { name: /^Abrir/ }).click();
    await page.getByRole('heading', { name: 'ERP' }).waitFor();

    await page.getByRole('button', { name: 'Enviar evento de teste' }).click();
    await page.waitForURL(/done=test/);
    const [test] = await receiver.waitFor(1);
    expect(test.json.event).toBe('webhook.test');
    // The log tells how it went once the worker has recorded the attempt.
    for (let round = 0; round < 30 && !(await page.getByRole('cell', { name: 'DELIVERED' }).count()); round++) {
      await page.waitForTimeout(300);
      await page.reload();
    }
    await page.getByRole('cell', { name: 'DELIVERED' }).first().waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reenviar', exact: true }).first().click();
    await page.waitForURL(/done=resent/);
    await receiver.waitFor(2);

    // Filters: by event, by status.
    await page.locator('#event').selectOption('webhook.test');
    await page.locator('#status').selectOption('DELIVERED');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.waitForURL(/event=webhook\.test/);
    await page.getByRole('cell', { name: 'DELIVERED' }).first().waitFor();
    await screenshot(page, 'webhook-deliveries');

    // A live event, then a replay of the last minutes sends it again.
    const admin = await adminClient();
    const key = await admin.createKey(person.company.id, person.user.id, ['*']);
    const auth = (await (await fetch(`${baseUrl}/auth`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey }, body: JSON.stringify({ secret: key.secret }) })).json()) as { accessToken: string; companyToken: string };
    await fetch(`${baseUrl}/persons`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.accessToken}`, 'x-company-token': auth.companyToken, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cliente Replay', personType: 'INDIVIDUAL' }),
    });
    const [live] = await receiver.waitFor(1, (request) => request.json.event === 'person.created');
    const minute = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16);
    await page.locator('#replay-from').fill(minute(-5 * 60_000));
    await page.locator('#replay-to').fill(minute(60_000));
    await page.getByRole('button', { name: 'Reenviar um período' }).click();
    await page.waitForURL(/done=replayed&count=1/);
    await receiver.waitFor(2, (request) => request.headers['x-webhook-id'] === live.headers['x-webhook-id']);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  }, 120_000);

  it('limits sign-in attempts with a clear message, shows another company\'s user nothing, refuses a forged form, and speaks English when asked', async () => {
    const owner = await invitedPerson();
    const { page } = await browserPage();
    await setPasswordAndSignIn(page, owner);
    await page.locator('#label').fill('Chave do dono');
    await page.getByRole('checkbox', { name: /Acesso total/ }).check();
    await page.getByRole('button', { name: 'Criar chave' }).click();
    await page.getByRole('heading', { name: 'Chave criada' }).waitFor();
    const ownKeys = await (await adminClient()).listKeys(owner.company.id);

    // A forged form (its CSRF value changed) is refused and changes nothing.
    await page.goto(`${origin}/panel/keys/${ownKeys[0].id}/revoke`);
    await page.locator('input[name="_csrf"]').evaluateAll((inputs) => inputs.forEach((input) => ((input as HTMLInputElement).value = 'forged')));
    await page.getByRole('button', { name: 'Sim, revogar' }).click();
    await page.getByText('O formulário expirou ou não veio deste painel').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'csrf-refused');

    // Another company's user: the owner's key is not there for them.
    const stranger = await invitedPerson();
    const second = await browserPage('en-US,en;q=0.9');
    await second.page.goto(stranger.invite.url.replace(/^https?:\/\/[^/]+/, origin));
    await second.page.locator('#password').fill(stranger.password);
    await second.page.locator('#confirm').fill(stranger.password);
    await second.page.getByRole('button', { name: 'Save password' }).click();
    await second.page.waitForURL(/done=password/);
    await second.page.locator('#email').fill(stranger.email);
    await second.page.locator('#password').fill(stranger.password);
    await second.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await second.page.waitForURL(/\/panel\/keys$/);
    await second.page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(await second.page.getByText('Chave do dono').count()).toBe(0);
    const response = await second.page.goto(`${origin}/panel/keys/${ownKeys[0].id}/revoke`);
    expect(response?.status()).toBe(404);
    await expectAccessible(second.page);

    // Five wrong passwords, then even the right one waits, with the reason said.
    const limited = await invitedPerson();
    const third = await browserPage();
    await setPasswordAndSignIn(third.page, limited);
    await third.page.getByRole('button', { name: 'Sair' }).click();
    for (let attempt = 0; attempt < 6; attempt++) {
      await third.page.locator('#email').fill(limited.email);
      await third.page.locator('#password').fill(attempt < 5 ? `errada ${attempt}` : limited.password);
      await third.page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await third.page.waitForLoadState();
    }
    await third.page.getByText(/Muitas tentativas de entrar\. Por segurança, aguarde \d+ min/).waitFor();
    await expectAccessible(third.page);
    await screenshot(third.page, 'sign-in-limited');
    // Expected in this test: the refused answers (401, 429, 403, 404) are logged by Chromium as failed loads.
    expect(problems.filter((problem) => !/status of (401|403|404|429)/.test(problem))).toEqual([]);
  }, 120_000);
});
