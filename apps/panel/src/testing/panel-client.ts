import { adminClient, testStack } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';

/** One answer of the panel, its body read. */
export interface PanelAnswer {
  status: number;
  headers: Headers;
  html: string;
  location: string | null;
}

/**
 * A browser without a browser: keeps the panel's cookies, follows nothing by
 * itself (tests look at each redirect), and reads a page's CSRF field.
 */
export class PanelClient {
  readonly cookies = new Map<string, string>();
  lastHtml = '';

  constructor(
    // The API's origin with the panel at /panel/, as the Ingress serves them (libs/launcher/src/edge.cjs).
    readonly baseUrl = testStack().edgeUrl,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async get(path: string, headers: Record<string, string> = {}): Promise<PanelAnswer> {
    return this.send('GET', path, undefined, headers);
  }

  /** A form POST; `_csrf` is the last page's unless given. */
  async post(path: string, form: Record<string, string | string[]>, headers: Record<string, string> = {}): Promise<PanelAnswer> {
    const body = new URLSearchParams();
    const withToken = '_csrf' in form ? form : { ...form, _csrf: this.csrf() };
    for (const [name, value] of Object.entries(withToken)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
    }
    return this.send('POST', path, body.toString(), { 'content-type': 'application/x-www-form-urlencoded', ...headers });
  }

  /** The CSRF field of the last page read. */
  csrf(): string {
    return /name="_csrf" value="([^"]+)"/.exec(this.lastHtml)?.[1] ?? '';
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private async send(method: string, path: string, body: string | undefined, headers: Record<string, string>): Promise<PanelAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: { ...this.extraHeaders, ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}), ...headers },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const html = await response.text();
    if (response.headers.get('content-type')?.startsWith('text/html')) this.lastHtml = html;
    return { status: response.status, headers: response.headers, html, location: response.headers.get('location') };
  }
}

export interface PanelPerson {
  companyId: string;
  companyName: string;
  userId: string;
  email: string;
  password: string;
  /** Signed in (its cookies hold the session). */
  client: PanelClient;
}

/** A company with a user invited to the panel, password set and signed in, as a person does it. */
export async function panelPerson(options: { features?: string[]; name?: string } = {}): Promise<PanelPerson> {
  const admin = await adminClient();
  const suffix = randomUUID().slice(0, 8);
  const company = await admin.createCompany(options.name ?? `Panel Co ${suffix}`, options.features);
  const email = `ana.${suffix}@example.com`;
  const user = await admin.createUser(company.id, 'Ana Souza', email);
  const invite = await admin.panelInvite(company.id, user.id);
  const client = new PanelClient();
  const password = `correct horse ${suffix}`;
  const path = new URL(invite.url).pathname + new URL(invite.url).search;
  await client.get(path);
  const set = await client.post('/panel/invite', { token: new URL(invite.url).searchParams.get('token') ?? '', password, confirm: password });
  if (set.status !== 303) throw new Error(`setting the password answered ${set.status}: ${set.html.slice(0, 300)}`);
  await signInPanel(client, email, password);
  return { companyId: company.id, companyName: company.name, userId: user.id, email, password, client };
}

export async function signInPanel(client: PanelClient, email: string, password: string): Promise<PanelAnswer> {
  await client.get('/panel/sign-in');
  const answer = await client.post('/panel/sign-in', { email, password });
  if (answer.status !== 303) throw new Error(`signing in answered ${answer.status}: ${answer.html.slice(0, 500)}`);
  return answer;
}
