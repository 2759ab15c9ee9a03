import type { Response } from 'express';
import type { RateLimitQuota, RateRule } from '@byway/kit';

/**
 * The IETF RateLimit headers (draft-ietf-httpapi-ratelimit-headers, in the draft-7 form express-rate-limit
 * sends: `RateLimit-Policy: 600;w=600`, `RateLimit: limit=600, remaining=599, reset=600`) on every request
 * made with a personal API token, so a partner's client can pace itself before it meets a 429. The users
 * service counts the token's requests and answers its quota with the caller (services/users api-tokens).
 */
export function sendRateLimitHeaders(res: Response, quota: RateLimitQuota): void {
  res.set('RateLimit-Policy', `${quota.limit};w=${quota.windowSeconds}`);
  res.set(
    'RateLimit',
    `limit=${quota.limit}, remaining=${quota.remaining}, reset=${Math.max(0, Math.ceil(quota.resetSeconds))}`,
  );
}

/**
 * A refused token request: nothing remains until Retry-After. The users service's 429 carries only the
 * wait, so the policy is the `apiToken` rule read from the same RATE_LIMITS setting the users service reads.
 */
export function sendExhaustedRateLimitHeaders(
  res: Response,
  retryAfterSeconds: number,
  rule: Pick<RateRule, 'limit' | 'windowSeconds'>,
): void {
  sendRateLimitHeaders(res, {
    limit: rule.limit,
    windowSeconds: rule.windowSeconds,
    remaining: 0,
    resetSeconds: retryAfterSeconds,
  });
}
