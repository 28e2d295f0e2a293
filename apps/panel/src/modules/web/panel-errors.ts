/** Not signed in (or the session ended): the filter sends the browser to the sign-in page, to come back to `next`. */
export class SignInRequired extends Error {
  constructor(readonly next: string, readonly ended = false) {
    super('sign-in required');
  }
}

/** A changing request without this session's CSRF token: 403, nothing changed. */
export class CsrfRefused extends Error {
  constructor() {
    super('CSRF token missing or wrong');
  }
}

/** A page or record that is not there for this company (another company's ids included: 404, never 403). */
export class PanelNotFound extends Error {
  constructor() {
    super('not found in the panel');
  }
}
