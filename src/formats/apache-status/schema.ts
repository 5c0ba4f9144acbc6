import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import { missingSampleSchema, sampleTimestamp } from "../status-page/schema.js";

const count = (what: string) => z.number().int().nonnegative().optional().describe(/\b(?:seconds|bytes)\b/.test(what) ? what : `${what}, a count`);
const gauge = (what: string) => count(`${what} (gauge: a count at the moment of the request)`);
const counter = (what: string) => z.number().int().nonnegative().optional().describe(`${what}, a count (counter: cumulative since the last restart of Apache; a graceful restart keeps it)`);
const number = (what: string) => z.number().optional().describe(what);
const perSecond = (what: string) => z.number().nonnegative().optional().describe(`${what} per second between the previous page of this segment and this one`);
const timestamp = sampleTimestamp;
const apacheTime = (what: string) =>
  z.iso.datetime({ offset: true, local: true }).optional().describe(`${what}, ISO 8601 (mod_status prints \`Sunday, 06-Dec-2026 02:37:08 UTC\`); no offset for a zone abbreviation other than UTC/GMT that zoneOffsets does not resolve`);

export const ApacheScoreboard = z
  .object(lazyShape(() => ({
    slots: z.number().int().nonnegative().describe("Slots printed (one letter each), a count"),
    waiting: z.number().int().nonnegative().describe("`_` Waiting for connection, a count"),
    starting: z.number().int().nonnegative().describe("`S` Starting up, a count"),
    reading: z.number().int().nonnegative().describe("`R` Reading request, a count"),
    sending: z.number().int().nonnegative().describe("`W` Sending reply, a count"),
    keepalive: z.number().int().nonnegative().describe("`K` Keepalive (read), a count"),
    dnsLookup: z.number().int().nonnegative().describe("`D` DNS lookup, a count"),
    closing: z.number().int().nonnegative().describe("`C` Closing connection, a count"),
    logging: z.number().int().nonnegative().describe("`L` Logging, a count"),
    gracefullyFinishing: z.number().int().nonnegative().describe("`G` Gracefully finishing, a count"),
    idleCleanup: z.number().int().nonnegative().describe("`I` Idle cleanup of worker, a count"),
    openSlot: z.number().int().nonnegative().describe("`.` Open slot with no current process, a count"),
    unknown: z.number().int().nonnegative().describe("Any other letter (`?`: a state mod_status does not name), a count"),
  })))
  .describe("The Scoreboard line counted per state letter (mod_status's scoreboard key)");
export type ApacheScoreboard = z.infer<typeof ApacheScoreboard>;

export const ApacheTlsSessionCache = z
  .object(lazyShape(() => ({
    cacheType: z.string().optional().describe("CacheType (`SHMCB`)"),
    sharedMemoryBytes: count("CacheSharedMemory, bytes"),
    currentEntries: gauge("CacheCurrentEntries"),
    subcaches: count("CacheSubcaches"),
    indexesPerSubcache: count("CacheIndexesPerSubcaches"),
    timeLeftOldestAvgSeconds: count("CacheTimeLeftOldestAvg, seconds"),
    timeLeftOldestMinSeconds: count("CacheTimeLeftOldestMin, seconds"),
    timeLeftOldestMaxSeconds: count("CacheTimeLeftOldestMax, seconds"),
    indexUsagePercent: z.number().min(0).max(100).optional().describe("CacheIndexUsage, percent 0-100"),
    usagePercent: z.number().min(0).max(100).optional().describe("CacheUsage, percent 0-100"),
    storeCount: counter("CacheStoreCount"),
    replaceCount: counter("CacheReplaceCount"),
    expireCount: counter("CacheExpireCount"),
    discardCount: counter("CacheDiscardCount"),
    retrieveHitCount: counter("CacheRetrieveHitCount"),
    retrieveMissCount: counter("CacheRetrieveMissCount"),
    removeHitCount: counter("CacheRemoveHitCount"),
    removeMissCount: counter("CacheRemoveMissCount"),
  })))
  .describe("mod_ssl's TLSSessionCacheStatus block");
export type ApacheTlsSessionCache = z.infer<typeof ApacheTlsSessionCache>;

export const ApacheStatusRates = z
  .object(lazyShape(() => ({
    intervalSeconds: z.number().positive().describe("Seconds since the previous page of the same segment, from the timestamps"),
    accessesPerSecond: perSecond("Requests served (Total Accesses)"),
    sentBytesPerSecond: perSecond("Bytes sent (Total kBytes x 1024)"),
    durationMsPerSecond: perSecond("Milliseconds of request time (Total Duration)"),
    meanDurationMs: z.number().nonnegative().optional().describe("Mean time per request in the interval, ms (Total Duration / Total Accesses); absent when no request was served"),
    bytesPerAccess: z.number().nonnegative().optional().describe("Mean bytes sent per request in the interval; absent when no request was served"),
  })))
  .describe("Rates between this page and the previous page of the same segment; absent for the first page of a segment and when the interval is unknown or zero");
export type ApacheStatusRates = z.infer<typeof ApacheStatusRates>;

export const ApacheStatusPage = z
  .object(lazyShape({ format: z.literal("apache-status").describe("Format id (always `apache-status`)"), kind: z.literal("page").describe("A mod_status ?auto page") }, () => ({
    serverName: z.string().optional().describe("The page's first line (2.4): the server name the request reached"),
    server: z.string().optional().describe("The HTTP Server header, when the log has the HTTP head (curl -i)"),
    version: z.string().optional().describe("Apache's version, from ServerVersion (or the Server header), e.g. `2.4.71`"),
    timestamp: timestamp.optional(),
    segment: z.number().int().nonnegative().describe("Restart index: 0 for the first run of Apache in the log; +1 each time a counter went down or RestartTime changed (a graceful restart keeps both), a count"),
    serverVersion: z.string().optional().describe("ServerVersion as printed (`Apache/2.4.71 (Debian) OpenSSL/3.0.19`)"),
    serverMpm: z.string().optional().describe("ServerMPM (`event`, `worker`, `prefork`)"),
    serverBuilt: z.string().optional().describe("Server Built, as printed"),
    currentTime: apacheTime("CurrentTime"),
    restartTime: apacheTime("RestartTime: the last full restart"),
    parentServerConfigGeneration: count("ParentServerConfigGeneration: +1 on each restart, graceful or not"),
    parentServerMpmGeneration: count("ParentServerMPMGeneration"),
    serverUptimeSeconds: count("ServerUptimeSeconds, seconds since RestartTime"),
    serverUptime: z.string().optional().describe("ServerUptime as printed (`1 hour 2 minutes`)"),
    load1: number("Load1: the host's 1-minute load average (no unit)"),
    load5: number("Load5: the host's 5-minute load average (no unit)"),
    load15: number("Load15: the host's 15-minute load average (no unit)"),
    accessesTotal: counter("Total Accesses: requests served, a count (ExtendedStatus On)"),
    sentBytesTotal: counter("Total kBytes in bytes (x 1024): mod_status counts whole KiB, so up to 1023 bytes fewer than sent"),
    durationTotalMs: counter("Total Duration: time spent serving requests, ms (2.4.13 and later)"),
    cpuUserSeconds: number("CPUUser: user CPU seconds of the server's processes (a sum over the live ones: it may go down as children exit)"),
    cpuSystemSeconds: number("CPUSystem: system CPU seconds"),
    cpuChildrenUserSeconds: number("CPUChildrenUser: user CPU seconds of exited children (CGI scripts, piped loggers)"),
    cpuChildrenSystemSeconds: number("CPUChildrenSystem: system CPU seconds of exited children"),
    cpuLoadPercent: number("CPULoad: CPU seconds / uptime x 100, percent since the restart (may exceed 100 on several cores); absent while no CPU time was counted"),
    uptimeSeconds: count("Uptime, seconds since RestartTime"),
    requestsPerSecondSinceStart: number("ReqPerSec: requests per second, Total Accesses / Uptime (an average since the restart, not a current rate)"),
    bytesPerSecondSinceStart: number("BytesPerSec: bytes per second, Total kBytes x 1024 / Uptime (an average since the restart)"),
    bytesPerRequest: number("BytesPerReq: bytes per request, Total kBytes x 1024 / Total Accesses"),
    durationPerRequestMs: number("DurationPerReq: Total Duration / Total Accesses, ms"),
    busyWorkers: gauge("BusyWorkers: workers serving a request (current generation)"),
    gracefulWorkers: gauge("GracefulWorkers (2.4.49 and later)"),
    idleWorkers: gauge("IdleWorkers: workers waiting for a connection (current generation)"),
    busyServers: gauge("BusyServers (Apache 1.3): busy children"),
    idleServers: gauge("IdleServers (Apache 1.3): idle children"),
    processes: gauge("Processes (event/worker MPM)"),
    stoppingProcesses: gauge("Stopping: processes finishing after a graceful restart"),
    connections: gauge("ConnsTotal: connections open (event MPM)"),
    asyncWaitIoConnections: gauge("ConnsAsyncWaitIO"),
    asyncWritingConnections: gauge("ConnsAsyncWriting"),
    asyncKeepAliveConnections: gauge("ConnsAsyncKeepAlive"),
    asyncClosingConnections: gauge("ConnsAsyncClosing"),
    scoreboard: ApacheScoreboard.optional(),
    tlsSessionCache: ApacheTlsSessionCache.optional(),
    other: z.record(z.string(), z.string()).optional().describe("Fields benchparse does not type (mod_proxy_balancer's `ProxyBalancer[0]Worker[1]Sent`, mod_gnutls's lines), as printed; a name an object answers (`constructor`, `toString`) gets a trailing `_`"),
    rates: ApacheStatusRates.optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One mod_status ?auto page");
export type ApacheStatusPage = z.infer<typeof ApacheStatusPage>;

export const ApacheStatusMissing = missingSampleSchema("apache-status");
export type ApacheStatusMissing = z.infer<typeof ApacheStatusMissing>;

export const ApacheStatusRecord = z.discriminatedUnion("kind", [ApacheStatusPage, ApacheStatusMissing]);
export type ApacheStatusRecord = z.infer<typeof ApacheStatusRecord>;
