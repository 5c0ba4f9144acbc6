/**
 * PHP-FPM status page fields (sapi/fpm/fpm/fpm_status.c), by their names lowercased (the text page prints
 * `request URI`, the JSON `request uri`), each to a key of the record and how its text reads:
 * - `int`: `%lu`, `%u`, `%d`, `%zu`; `number`: `%.2f` (last request cpu);
 * - `time`: the text forms' `%d/%b/%Y:%H:%M:%S %z` (`06/Dec/2026:02:50:37 +0000`), the JSON's epoch seconds;
 * - `us`: microseconds (`request duration`), given in ms;
 * - `text`: as printed; `dash`: as printed, `-` (php-fpm's placeholder for an empty value) is null.
 * Versions (copies of fpm_status.c read: php/php-src and shivammathur/php-src-backports at 5.4-era commits,
 * Appla/php-src at an 8.x commit): the 5.x file prints `listen queue`, `max listen queue`, `listen queue len` and
 * `last request cpu` only with HAVE_FPM_LQ (Linux, the BSDs), the 8.x one always; the 8.x file adds `?openmetrics`
 * (not read here: it is Prometheus text already), and JSON-escapes the query string (php_json_encode_string, its
 * quotes stripped; the 8.2.36 captured escapes the path too: `\/fpm-status`), where the 5.x file escaped nothing
 * (a `"` in a URI made invalid JSON: a ParseError here). `memory peak` is typed for newer versions but was in no copy
 * read nor in the 8.2 captured. Fields a fork adds (`reused processes`, `reused` in Appla's copy) stay in `other`.
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
