/**
 * Password sign-in and sign-up attempts per client IP + email: at most `limit` in any `windowMs`
 * (sliding window). In memory, so per gateway process; the window is short enough that a restart
 * forgetting it is harmless.
 */
export class LoginAttempts {
  private readonly attempts = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Records an attempt; false when the key already used up its attempts in the window. */
  tryAcquire(ip: string, email: string): boolean {
    const now = this.now();
    this.sweep(now);
    const key = `${ip}\u0000${email.trim().toLowerCase()}`;
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.attempts.set(key, recent);
      return false;
    }
    recent.push(now);
    this.attempts.delete(key);
    if (this.attempts.size >= this.maxKeys) {
      const oldest = this.attempts.keys().next();
      if (!oldest.done) this.attempts.delete(oldest.value);
    }
    this.attempts.set(key, recent);
    return true;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.attempts) {
      if (times.every((at) => at <= now - this.windowMs)) this.attempts.delete(key);
    }
  }
}
