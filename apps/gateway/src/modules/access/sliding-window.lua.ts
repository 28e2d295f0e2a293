/**
 * Sliding-window rate limit in Redis (the weighted two-window counter):
 * the previous minute's count weighs by how much of it still falls inside
 * the last 60 s. One hash per subject, so it is one key per script call, and
 * Redis's own clock, so all gateway replicas agree.
 *
 * Why not a library: rate-limiter-flexible and @nestjs/throttler offer fixed
 * windows only, and the gateway needs this count in the same atomic call that
 * checks the API key's revocation and the company's plan (admit.lua below).
 *
 * slide(key, limit, windowMs) -> {allowed 0|1, remaining, resetMs, retryAfterMs}
 */
export const SLIDING_WINDOW_LUA = `
local function slide(key, limit, window)
  local t = redis.call('TIME')
  local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
  local current = math.floor(now / window)
  local elapsed = now - current * window
  local stored = redis.call('HMGET', key, 'w', 'c', 'p')
  local w, c, p = tonumber(stored[1]), tonumber(stored[2]) or 0, tonumber(stored[3]) or 0
  if w == current - 1 then
    p, c = c, 0
  elseif w ~= current then
    p, c = 0, 0
  end
  local weight = (window - elapsed) / window
  local reset = window - elapsed
  local allowed = 1
  local wait = 0
  if p * weight + c + 1 > limit then
    allowed = 0
    if c + 1 > limit then
      wait = reset + math.ceil(window * (1 - (limit - 1) / c))
    else
      wait = math.ceil(reset - window * (limit - 1 - c) / p)
    end
    if wait < 1 then wait = 1 end
  else
    c = c + 1
  end
  redis.call('HSET', key, 'w', current, 'c', c, 'p', p)
  redis.call('PEXPIRE', key, window * 2)
  local remaining = math.floor(limit - (p * weight + c))
  if remaining < 0 or allowed == 0 then remaining = 0 end
  return {allowed, remaining, reset, wait}
end
`;
