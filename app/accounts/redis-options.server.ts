/**
 * How the shop's Redis clients wait (issue 44): a stopped Redis fails a command at once (no offline
 * queue), a stalled one within `commandTimeout`, a connection attempt within `connectTimeout` — never a
 * request held by Redis. ioredis keeps reconnecting in the background (its default back-off, at most
 * 2 s apart), so the shop uses Redis again as soon as it is back, without a restart.
 */
import type { RedisOptions } from "ioredis";

/** Milliseconds a Redis command may take (a limit check is one or two commands). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** Milliseconds a connection attempt may take. */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;

export const REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  lazyConnect: true,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  retryStrategy: (times) => Math.min(times * 100, 2000),
};
