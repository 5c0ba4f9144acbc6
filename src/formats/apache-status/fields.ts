/**
 * Apache mod_status `?auto` fields (modules/generators/mod_status.c, 2.4; 2.2's and 2.0's pages are a subset; 1.3
 * prints BusyServers/IdleServers), each to a key of the record and how its text reads:
 * - `int`: a whole number (`%d`, `%lu`); `number`: APR's `%g` (`.03`, `1.2e+06`, `182.455`);
 * - `kbytes`: whole KiB (mod_status adds bytes up as `kbcount += bcount >> 10`: 1024-based, the remainder below 1 KiB
 *   is dropped), given in bytes;
 * - `time`: `%A, %d-%b-%Y %H:%M:%S %Z` (`Sunday, 06-Dec-2026 02:37:08 UTC`); `text`: as printed.
 */
export type FieldKind = "int" | "number" | "kbytes" | "time" | "text";

export const APACHE_FIELDS = {
  ServerVersion: ["serverVersion", "text"],
  ServerMPM: ["serverMpm", "text"],
  "Server Built": ["serverBuilt", "text"],
  CurrentTime: ["currentTime", "time"],
  RestartTime: ["restartTime", "time"],
  ParentServerConfigGeneration: ["parentServerConfigGeneration", "int"],
  ParentServerMPMGeneration: ["parentServerMpmGeneration", "int"],
  ServerUptimeSeconds: ["serverUptimeSeconds", "int"],
  ServerUptime: ["serverUptime", "text"],
  Load1: ["load1", "number"],
  Load5: ["load5", "number"],
  Load15: ["load15", "number"],
  "Total Accesses": ["accessesTotal", "int"],
  "Total kBytes": ["sentBytesTotal", "kbytes"],
  "Total Duration": ["durationTotalMs", "int"],
  CPUUser: ["cpuUserSeconds", "number"],
  CPUSystem: ["cpuSystemSeconds", "number"],
  CPUChildrenUser: ["cpuChildrenUserSeconds", "number"],
  CPUChildrenSystem: ["cpuChildrenSystemSeconds", "number"],
  CPULoad: ["cpuLoadPercent", "number"],
  Uptime: ["uptimeSeconds", "int"],
  ReqPerSec: ["requestsPerSecondSinceStart", "number"],
  BytesPerSec: ["bytesPerSecondSinceStart", "number"],
  BytesPerReq: ["bytesPerRequest", "number"],
  DurationPerReq: ["durationPerRequestMs", "number"],
  BusyWorkers: ["busyWorkers", "int"],
  GracefulWorkers: ["gracefulWorkers", "int"],
  IdleWorkers: ["idleWorkers", "int"],
  BusyServers: ["busyServers", "int"],
  IdleServers: ["idleServers", "int"],
  Processes: ["processes", "int"],
  Stopping: ["stoppingProcesses", "int"],
  ConnsTotal: ["connections", "int"],
  ConnsAsyncWaitIO: ["asyncWaitIoConnections", "int"],
  ConnsAsyncWriting: ["asyncWritingConnections", "int"],
  ConnsAsyncKeepAlive: ["asyncKeepAliveConnections", "int"],
  ConnsAsyncClosing: ["asyncClosingConnections", "int"],
  Scoreboard: ["scoreboard", "text"],
} as const satisfies Record<string, readonly [string, FieldKind]>;

/** mod_ssl's `TLSSessionCacheStatus` block (modules/ssl/ssl_scache.c, shmcb's status), each to a key and a kind. */
export const TLS_FIELDS = {
  CacheType: ["cacheType", "text"],
  CacheSharedMemory: ["sharedMemoryBytes", "int"],
  CacheCurrentEntries: ["currentEntries", "int"],
  CacheSubcaches: ["subcaches", "int"],
  CacheIndexesPerSubcaches: ["indexesPerSubcache", "int"],
  CacheTimeLeftOldestAvg: ["timeLeftOldestAvgSeconds", "int"],
  CacheTimeLeftOldestMin: ["timeLeftOldestMinSeconds", "int"],
  CacheTimeLeftOldestMax: ["timeLeftOldestMaxSeconds", "int"],
  CacheIndexUsage: ["indexUsagePercent", "percent"],
  CacheUsage: ["usagePercent", "percent"],
  CacheStoreCount: ["storeCount", "int"],
  CacheReplaceCount: ["replaceCount", "int"],
  CacheExpireCount: ["expireCount", "int"],
  CacheDiscardCount: ["discardCount", "int"],
  CacheRetrieveHitCount: ["retrieveHitCount", "int"],
  CacheRetrieveMissCount: ["retrieveMissCount", "int"],
  CacheRemoveHitCount: ["removeHitCount", "int"],
  CacheRemoveMissCount: ["removeMissCount", "int"],
} as const satisfies Record<string, readonly [string, "int" | "text" | "percent"]>;

/** Fields a page may print twice: 2.4.3x printed BusyWorkers and IdleWorkers once for all MPMs and again for async ones. */
export const REPEATED_FIELDS: ReadonlySet<string> = new Set(["BusyWorkers", "IdleWorkers"]);

/** The scoreboard's state letters (mod_status.c status_flags), each to a key of `scoreboard`. */
export const SCOREBOARD_STATES = {
  _: "waiting",
  S: "starting",
  R: "reading",
  W: "sending",
  K: "keepalive",
  D: "dnsLookup",
  C: "closing",
  L: "logging",
  G: "gracefullyFinishing",
  I: "idleCleanup",
  ".": "openSlot",
} as const;

export const isApacheField = (name: string): boolean => Object.hasOwn(APACHE_FIELDS, name);
