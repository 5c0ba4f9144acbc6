/**
 * PHP-FPM status page fields (sapi/fpm/fpm/fpm_status.c), by their names lowercased (the text page prints
 * `request URI`, the JSON `request uri`), each to a key of the record and how its text reads:
 * - `int`: `%lu`, `%u`, `%d`, `%zu`; `number`: `%.2f` (last request cpu);
 * - `time`: the text forms' `%d/%b/%Y:%H:%M:%S %z` (`06/Dec/2026:02:50:37 +0000`), the JSON's epoch seconds;
 * - `us`: microseconds (`request duration`), given in ms;
 * - `text`: as printed; `dash`: as printed, `-` (php-fpm's placeholder for an empty value) is null.
 * `listen queue`, `max listen queue`, `listen queue len` and `last request cpu` are printed only where php-fpm has
 * HAVE_FPM_LQ (Linux, the BSDs); `memory peak` only by PHP versions newer than 8.2 (not printed by the 8.2 captured).
 */
export type FieldKind = "int" | "number" | "time" | "us" | "text" | "dash";

export const POOL_FIELDS = {
  pool: ["pool", "text"],
  "process manager": ["processManager", "text"],
  "start time": ["startTime", "time"],
  "start since": ["startSinceSeconds", "int"],
  "accepted conn": ["acceptedConnections", "int"],
  "listen queue": ["listenQueue", "int"],
  "max listen queue": ["maxListenQueue", "int"],
  "listen queue len": ["listenQueueLength", "int"],
  "idle processes": ["idleProcesses", "int"],
  "active processes": ["activeProcesses", "int"],
  "total processes": ["totalProcesses", "int"],
  "max active processes": ["maxActiveProcesses", "int"],
  "max children reached": ["maxChildrenReached", "int"],
  "slow requests": ["slowRequests", "int"],
  "memory peak": ["memoryPeakBytes", "int"],
} as const satisfies Record<string, readonly [string, FieldKind]>;

export const PROCESS_FIELDS = {
  pid: ["pid", "int"],
  state: ["state", "text"],
  "start time": ["startTime", "time"],
  "start since": ["startSinceSeconds", "int"],
  requests: ["requests", "int"],
  "request duration": ["requestDurationMs", "us"],
  "request method": ["requestMethod", "dash"],
  "request uri": ["requestUri", "dash"],
  "content length": ["contentLengthBytes", "int"],
  user: ["user", "dash"],
  script: ["script", "dash"],
  "last request cpu": ["lastRequestCpuPercent", "number"],
  "last request memory": ["lastRequestMemoryBytes", "int"],
  "memory peak": ["memoryPeakBytes", "int"],
} as const satisfies Record<string, readonly [string, FieldKind]>;

export const isPoolField = (name: string): boolean => Object.hasOwn(POOL_FIELDS, name.toLowerCase());
