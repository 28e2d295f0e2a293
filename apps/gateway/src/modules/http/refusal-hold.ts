/**
 * How long the gateway waits before it answers a 429 (docs/decisions.md, "Refusals are held").
 *
 * A client that ignores `Retry-After` and asks again at once turns each of its connections into a
 * flood of refusals, each still an HTTP parse, a token check and a response on the CPU every other
 * company shares. Answering a refusal only after up to HOLD_MS (never longer than the client was
 * told to wait anyway) slows such a client to about one request a second per connection, and
 * costs a client that honours `Retry-After` nothing it would not have waited. A bounded number of
 * refusals is held at once (each holds a socket and a timer); past it, refusals are answered at once.
 */
export class RefusalHold {
  private held = 0;

  constructor(
    private readonly holdMs: number,
    private readonly maxHeld: number,
  ) {}

  /** Refusals waiting to be answered now. */
  get holding(): number {
    return this.held;
  }

  /**
   * Runs `answer` after the hold (given the milliseconds held), or at once when holding is off or
   * full. `retryAfterSeconds`: what the refusal tells the client to wait; the hold never exceeds it.
   */
  answer(retryAfterSeconds: number, answer: (heldMs: number) => void): void {
    const ms = Math.min(this.holdMs, retryAfterSeconds * 1000);
    if (ms <= 0 || this.held >= this.maxHeld) return answer(0);
    this.held += 1;
    setTimeout(() => {
      this.held -= 1;
      answer(ms);
    }, ms);
  }
}
