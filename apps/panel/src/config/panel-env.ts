import { RuntimeEnv } from '@bizapi/runtime';
import { IsIn, IsInt, IsString, Max, Min } from 'class-validator';

/**
 * An origin people can sign in at with a Secure cookie: https, or http on this machine (browsers
 * accept Secure cookies from http://localhost, which Compose serves).
 */
const PUBLIC_ORIGIN = /^(https:\/\/[^/\s]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)\/?$/;

/** The company panel's configuration (docs/panel.md, "Configuration"; docs/operations/configure.md). */
export class PanelEnv extends RuntimeEnv {
  /** The pages' port: the Ingress (or, under `npm start`, the launcher's edge) routes `/panel` here. */
  @IsInt() @Min(0) @Max(65535)
  PORT: number = 3000;

  /** Probes and Prometheus' `/metrics`, on a port of their own: the pages' port never serves them. */
  @IsInt() @Min(0) @Max(65535)
  METRICS_PORT: number = 9464;

  /** Trust X-Forwarded-* from the proxy in front (the per-address sign-in limit, the audit and the Origin check read the client's). */
  @IsString()
  TRUST_PROXY: string = 'false';

  /**
   * The API's public origin as people reach it (e.g. `https://api.example.com`), which serves the
   * panel at `/panel/`: the base of invite links. Required in production; empty elsewhere:
   * `http://localhost:PORT`.
   */
  @IsString()
  PANEL_PUBLIC_URL: string = '';

  /** The panel cookie's Secure flag: `auto` sets it when NODE_ENV=production (plain http works only in local development). */
  @IsIn(['auto', 'true', 'false'])
  PANEL_COOKIE_SECURE: string = 'auto';

  /** A panel session ends after this long without a request (each request pushes it forward). */
  @IsInt() @Min(60) @Max(86_400)
  PANEL_SESSION_IDLE_SECONDS: number = 1800;

  /** ... and this long after signing in, whatever its use. */
  @IsInt() @Min(60) @Max(30 * 86_400)
  PANEL_SESSION_MAX_SECONDS: number = 12 * 3600;

  /** Failed panel sign-ins per e-mail address within PANEL_SIGNIN_WINDOW_SECONDS before it is refused until the window ends. */
  @IsInt() @Min(1)
  PANEL_SIGNIN_ATTEMPTS_PER_ACCOUNT: number = 5;

  /** Failed panel sign-ins (and reset requests) per client address within the window. */
  @IsInt() @Min(1)
  PANEL_SIGNIN_ATTEMPTS_PER_ADDRESS: number = 30;

  @IsInt() @Min(60) @Max(86_400)
  PANEL_SIGNIN_WINDOW_SECONDS: number = 900;

  /** The invite link's origin (PANEL_PUBLIC_URL, or this process on localhost). */
  panelOrigin(): string {
    return (this.PANEL_PUBLIC_URL || `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** Whether the panel cookie carries Secure (and the `__Host-` prefix). */
  panelCookieSecure(): boolean {
    return this.PANEL_COOKIE_SECURE === 'auto' ? this.NODE_ENV === 'production' : this.PANEL_COOKIE_SECURE === 'true';
  }

  override usesRedis(): boolean {
    return true;
  }

  override productionProblems(): string[] {
    const problems = super.productionProblems();
    // Without it, every invite link would point at localhost: a link the person cannot open.
    if (!this.PANEL_PUBLIC_URL) problems.push('PANEL_PUBLIC_URL is required: the API\'s public origin that serves /panel/ (e.g. https://api.example.com), the base of invite links');
    else if (!PUBLIC_ORIGIN.test(this.PANEL_PUBLIC_URL)) {
      problems.push(`PANEL_PUBLIC_URL must be an https:// origin (e.g. https://api.example.com), not ${this.PANEL_PUBLIC_URL}: the session cookie is Secure in production`);
    }
    return problems;
  }
}
