/**
 * The idempotency store's Redis scripts: each step is one atomic call, so
 * gateway replicas never both run a key, and a company's byte count never
 * misses an answer kept whole.
 */

/**
 * BEGIN: KEYS[1] the key's record; ARGV[1] the pending marker, ARGV[2] its lease (ms).
 * Takes a free key (-> nil) or returns what holds it: a pending marker or a finished record.
 */
export const BEGIN_LUA = `
local held = redis.call('GET', KEYS[1])
if held then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false
`;

/**
 * FINISH: replaces our own pending marker with the finished record, kept ARGV[4] seconds.
 *   KEYS[1] the record; KEYS[2..] the company's hourly byte counts, this hour first
 *   ARGV[1] our marker; ARGV[2] the whole record ('' when it cannot be kept whole);
 *   ARGV[3] the compact record; ARGV[5] the whole record's bytes;
 *   ARGV[6] the company's budget (-1: none); ARGV[7] when this hour's count expires (Unix s)
 * -> 1 kept whole, 2 kept compact, 0 the marker was not ours (the lease ended).
 * The whole record is kept while the counts of the last 25 hours leave room for it
 * (records live 24 h, so every count expires an hour after the last record it counts).
 */
export const FINISH_LUA = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] ~= '' then
  local bytes, budget = tonumber(ARGV[5]), tonumber(ARGV[6])
  local used = 0
  if budget >= 0 then
    for _, counted in ipairs(redis.call('MGET', unpack(KEYS, 2))) do used = used + (tonumber(counted) or 0) end
  end
  if budget < 0 or used + bytes <= budget then
    redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[4])
    redis.call('INCRBY', KEYS[2], bytes)
    redis.call('EXPIREAT', KEYS[2], ARGV[7])
    return 1
  end
end
redis.call('SET', KEYS[1], ARGV[3], 'EX', ARGV[4])
return 2
`;

/** RELEASE: deletes the record if it still holds exactly ARGV[1] (our marker, or a record that can no longer be read). */
export const RELEASE_LUA = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1
`;
