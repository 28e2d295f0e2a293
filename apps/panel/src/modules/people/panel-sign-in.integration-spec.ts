import { adminClient, createTenant, queryDatabase, testStack } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { PanelClient, panelPerson, signInPanel } from '../../testing/panel-client';

const SESSION_COOKIE = 'bizapi_panel';

/** Invites, passwords, sessions and sign-in: the panel's own attack surface (docs/panel.md, "Security"). */
describe('panel people and sign-in', () => {
  const origin = testStack().edgeUrl;

  async function invitedUser() {
    const admin = await adminClient();
    const company = await admin.createCompany(`Invite Co ${randomUUID().slice(0, 8)}`);
    const email = `bruno.${randomUUID().slice(0, 8)}@example.com`;
    const user = await admin.createUser(company.id, 'Bruno Lima', email);
    const invite = await admin.panelInvite(company.id, user.id);
    const url = new URL(invite.url);
    return { company, user, email, invite, token: url.searchParams.get('token') as string, path: `${url.pathname}${url.search}` };
  }

  async function setPassword(client: PanelClient, token: string, password: string) {
    await client.get(`/panel/invite?token=${token}`);
    return client.post('/panel/invite', { token, password, confirm: password });
  }

  describe('invites', () => {
    it('gives a one-time link valid 24 h that sets the password, then is dead', async () => {
      const { invite, token, path } = await invitedUser();
      expect(invite.url).toMatch(/^https?:\/\/[^/]+\/panel\/invite\?token=[A-Za-z0-9_-]{43}$/);
      const hours = (Date.parse(invite.expiresAt) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      // Stored only as a hash.
      const stored = await queryDatabase<{ token_hash: string }>(`SELECT token_hash FROM panel.invites WHERE token_hash <> '' ORDER BY created_at DESC LIMIT 50`);
      expect(stored.map((row) => row.token_hash)).not.toContain(token);

      const client = new PanelClient();
      const form = await client.get(path);
      expect(form.status).toBe(200);
      expect(form.html).toContain('type="password"');
      const set = await client.post('/panel/invite', { token, password: 'a long enough password', confirm: 'a long enough password' });
      expect(set.status).toBe(303);
      expect(set.location).toBe('/panel/sign-in?done=password');

      // Used once: the link and its form are dead.
      expect((await new PanelClient().get(path)).status).toBe(410);
      const again = new PanelClient();
      await again.get('/panel/sign-in');
      expect((await again.post('/panel/invite', { token, password: 'another long password', confirm: 'another long password' })).status).toBe(410);
    });

    it('refuses an expired link, and a new invite kills the earlier one', async () => {
      const { company, user, token } = await invitedUser();
      await queryDatabase(`UPDATE panel.invites SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
      const client = new PanelClient();
      expect((await client.get(`/panel/invite?token=${token}`)).status).toBe(410);

      const admin = await adminClient();
      const first = new URL((await admin.panelInvite(company.id, user.id)).url).searchParams.get('token') as string;
      const second = new URL((await admin.panelInvite(company.id, user.id)).url).searchParams.get('token') as string;
      expect((await client.get(`/panel/invite?token=${first}`)).status).toBe(410);
      expect((await client.get(`/panel/invite?token=${second}`)).status).toBe(200);
    });

    it('asks for a password of at least 12 characters, typed twice alike', async () => {
      const { token } = await invitedUser();
      const client = new PanelClient();
      await client.get(`/panel/invite?token=${token}`);
      expect((await client.post('/panel/invite', { token, password: 'short', confirm: 'short' })).status).toBe(422);
      expect((await client.post('/panel/invite', { token, password: 'a long enough password', confirm: 'something else entirely' })).status).toBe(422);
      // The link is still good after a refused attempt.
      expect((await setPassword(client, token, 'a long enough password')).status).toBe(303);
    });

    it('refuses a user without an e-mail and an e-mail another panel account signs in with', async () => {
      const admin = await adminClient();
      const company = await admin.createCompany('No Mail Co');
      const user = await admin.createUser(company.id, 'Sem Email');
      await expect(admin.panelInvite(company.id, user.id)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
      const person = await panelPerson();
      const twin = await admin.createUser(company.id, 'Same Mail', person.email.toUpperCase());
      await expect(admin.panelInvite(company.id, twin.id)).rejects.toMatchObject({ code: 'DUPLICATE_ENTRY' });
      // A user of another company is not found under this one.
      await expect(admin.panelInvite(company.id, person.userId)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    });
  });

  describe('sessions', () => {
    it('sets an HttpOnly, SameSite=Strict session cookie (not Secure in local development) and stores only its hash', async () => {
      const { email, token } = await invitedUser();
      const client = new PanelClient();
      await setPassword(client, token, 'a long enough password');
      await client.get('/panel/sign-in');
      const answer = await client.post('/panel/sign-in', { email, password: 'a long enough password' });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/panel/keys');
      const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`)) as string;
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Strict/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).toMatch(/; Max-Age=1800/i);
      expect(cookie).not.toMatch(/; Secure/i);
      const value = client.cookies.get(SESSION_COOKIE) as string;
      const rows = await queryDatabase(`SELECT 1 FROM panel.sessions WHERE token_hash = $1`, [value]);
      expect(rows).toEqual([]);
      expect((await client.get('/panel/keys')).status).toBe(200);
    });

    it('never promotes a session id planted before signing in (fixation) and revokes the one it replaces', async () => {
      const person = await panelPerson();
      const planted = new PanelClient();
      planted.cookies.set(SESSION_COOKIE, 'attacker-chosen-value-000000000000000000000');
      await signInPanel(planted, person.email, person.password);
      expect(planted.cookies.get(SESSION_COOKIE)).not.toBe('attacker-chosen-value-000000000000000000000');

      // Signing in again over a live session: a new id, the old one dead.
      const before = person.client.cookies.get(SESSION_COOKIE) as string;
      await signInPanel(person.client, person.email, person.password);
      expect(person.client.cookies.get(SESSION_COOKIE)).not.toBe(before);
      const old = new PanelClient();
      old.cookies.set(SESSION_COOKIE, before);
      const refused = await old.get('/panel/keys');
      expect(refused.status).toBe(303);
      expect(refused.location).toMatch(/^\/panel\/sign-in\?.*ended=1/);
    });

    it('ends at sign-out on the server, not only in the browser', async () => {
      const person = await panelPerson();
      const kept = person.client.cookies.get(SESSION_COOKIE) as string;
      await person.client.get('/panel/keys');
      const out = await person.client.post('/panel/sign-out', {});
      expect(out.status).toBe(303);
      expect(person.client.cookies.has(SESSION_COOKIE)).toBe(false);
      const replay = new PanelClient();
      replay.cookies.set(SESSION_COOKIE, kept);
      expect((await replay.get('/panel/keys')).status).toBe(303);
    });

    it('ends everywhere when the password is set again (a reset through a new invite)', async () => {
      const person = await panelPerson();
      expect((await person.client.get('/panel/keys')).status).toBe(200);
      const admin = await adminClient();
      const token = new URL((await admin.panelInvite(person.companyId, person.userId)).url).searchParams.get('token') as string;
      expect((await setPassword(new PanelClient(), token, 'a brand new long password')).status).toBe(303);
      expect((await person.client.get('/panel/keys')).status).toBe(303);
      const fresh = new PanelClient();
      await fresh.get('/panel/sign-in');
      expect((await fresh.post('/panel/sign-in', { email: person.email, password: person.password })).status).toBe(401);
      expect((await signInPanel(fresh, person.email, 'a brand new long password')).location).toBe('/panel/keys');
    });

    it('expires when idle, and is renewed on use', async () => {
      const person = await panelPerson();
      await queryDatabase(`UPDATE panel.sessions SET last_seen_at = now() - interval '5 minutes', expires_at = now() + interval '1 minute' WHERE user_id = $1`, [person.userId]);
      const used = await person.client.get('/panel/keys');
      expect(used.status).toBe(200);
      expect(used.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
      const [renewed] = await queryDatabase<{ minutes: number }>(
        `SELECT extract(epoch FROM expires_at - now()) / 60 AS minutes FROM panel.sessions WHERE user_id = $1 AND revoked_at IS NULL`,
        [person.userId],
      );
      expect(Number(renewed.minutes)).toBeGreaterThan(29);

      await queryDatabase(`UPDATE panel.sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [person.userId]);
      expect((await person.client.get('/panel/keys')).status).toBe(303);
    });

    it('ends at its absolute end however much it is used, and renewal never passes it', async () => {
      const person = await panelPerson();
      await queryDatabase(
        `UPDATE panel.sessions SET absolute_expires_at = now() + interval '10 minutes', last_seen_at = now() - interval '5 minutes' WHERE user_id = $1`,
        [person.userId],
      );
      expect((await person.client.get('/panel/keys')).status).toBe(200);
      const [row] = await queryDatabase<{ capped: boolean }>(
        `SELECT expires_at <= absolute_expires_at AS capped FROM panel.sessions WHERE user_id = $1 AND revoked_at IS NULL`,
        [person.userId],
      );
      expect(row.capped).toBe(true);
      await queryDatabase(`UPDATE panel.sessions SET absolute_expires_at = now() - interval '1 second' WHERE user_id = $1`, [person.userId]);
      expect((await person.client.get('/panel/keys')).status).toBe(303);
    });

    it('is not an API token, and an API token does not open the panel', async () => {
      const person = await panelPerson();
      const api = await fetch(`${origin}/external/v1/persons`, { headers: { cookie: person.client.cookieHeader() } });
      expect(api.status).toBe(401);
      const tenant = await createTenant({ seed: false });
      const panel = await fetch(`${origin}/panel/keys`, {
        redirect: 'manual',
        headers: { authorization: `Bearer ${tenant.tokens.accessToken}`, 'x-company-token': tenant.tokens.companyToken },
      });
      expect(panel.status).toBe(303);
      expect(panel.headers.get('location')).toBe('/panel/sign-in');
    });
  });

  describe('sign-in', () => {
    it('answers a wrong password and an unknown e-mail alike (no account enumeration)', async () => {
      const person = await panelPerson();
      const client = new PanelClient();
      await client.get('/panel/sign-in');
      const wrong = await client.post('/panel/sign-in', { email: person.email, password: 'not the password at all' });
      const unknown = await client.post('/panel/sign-in', { email: `nobody.${randomUUID()}@example.com`, password: 'not the password at all' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      const message = (html: string) => /<p class="notice error" role="alert">([^<]*)<\/p>/.exec(html)?.[1];
      expect(message(wrong.html)).toBe('E-mail ou senha incorretos.');
      expect(message(unknown.html)).toBe(message(wrong.html));
    });

    it('answers a password reset request alike whether or not the account exists', async () => {
      const person = await panelPerson();
      const client = new PanelClient();
      await client.get('/panel/reset');
      const known = await client.post('/panel/reset', { email: person.email });
      const unknown = await client.post('/panel/reset', { email: `nobody.${randomUUID()}@example.com` });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      const strip = (html: string) => html.replace(/name="_csrf" value="[^"]+"/, '');
      expect(strip(unknown.html)).toBe(strip(known.html));
    });

    it('refuses an account after 5 failures with a clear message, even with the right password, and no other account', async () => {
      const person = await panelPerson();
      const other = await panelPerson();
      const client = new PanelClient();
      await client.get('/panel/sign-in');
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await client.post('/panel/sign-in', { email: person.email, password: `wrong ${attempt} password` })).status).toBe(401);
      }
      const refused = await client.post('/panel/sign-in', { email: person.email, password: person.password });
      expect(refused.status).toBe(429);
      expect(refused.html).toMatch(/Muitas tentativas de entrar\. Por segurança, aguarde \d+ min/);
      // An unknown e-mail is limited the same way, so the limit tells nothing either.
      const ghost = `ghost.${randomUUID()}@example.com`;
      for (let attempt = 0; attempt < 5; attempt++) await client.post('/panel/sign-in', { email: ghost, password: 'wrong password here' });
      expect((await client.post('/panel/sign-in', { email: ghost, password: 'wrong password here' })).status).toBe(429);
      // Another account from the same address still signs in.
      const fresh = new PanelClient();
      expect((await signInPanel(fresh, other.email, other.password)).location).toBe('/panel/keys');
    });

    it('goes back only to a panel page after signing in (no open redirect)', async () => {
      const person = await panelPerson();
      const attempts: Array<[string, string]> = [
        ['/panel/webhooks', '/panel/webhooks'],
        ['https://evil.example/panel/keys', '/panel/keys'],
        ['//evil.example/panel/', '/panel/keys'],
        ['/\\evil.example', '/panel/keys'],
        ['/panel/../external/v1/persons', '/panel/keys'],
        ['javascript:alert(1)', '/panel/keys'],
      ];
      for (const [next, expected] of attempts) {
        const client = new PanelClient();
        await client.get(`/panel/sign-in?next=${encodeURIComponent(next)}`);
        const answer = await client.post('/panel/sign-in', { email: person.email, password: person.password, next });
        expect({ next, location: answer.location }).toEqual({ next, location: expected });
      }
    });

    it('refuses a sign-in form without its CSRF value or from another origin', async () => {
      const person = await panelPerson();
      const client = new PanelClient();
      await client.get('/panel/sign-in');
      expect((await client.post('/panel/sign-in', { email: person.email, password: person.password, _csrf: '' })).status).toBe(403);
      expect((await client.post('/panel/sign-in', { email: person.email, password: person.password, _csrf: 'x'.repeat(43) })).status).toBe(403);
      expect((await client.post('/panel/sign-in', { email: person.email, password: person.password }, { origin: 'https://evil.example' })).status).toBe(403);
      // The error page has no form: read the sign-in page again, as a person would.
      await client.get('/panel/sign-in');
      expect((await client.post('/panel/sign-in', { email: person.email, password: person.password })).status).toBe(303);
    });
  });
});
