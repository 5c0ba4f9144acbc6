import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import { missingSampleSchema, sampleTimestamp } from "../status-page/schema.js";

const count = (what: string) => z.number().int().nonnegative().optional().describe(/\b(?:seconds|bytes)\b/.test(what) ? what : `${what}, a count`);
const gauge = (what: string) => count(`${what} (gauge: at the moment of the request)`);
const counter = (what: string) => z.number().int().nonnegative().optional().describe(`${what}, a count (counter: cumulative since php-fpm started; a reload, SIGUSR2, restarts it)`);
const dashed = (what: string) => z.string().nullable().optional().describe(`${what}, as printed; null where php-fpm printed its placeholder \`-\` (empty)`);
const perSecond = (what: string) => z.number().nonnegative().optional().describe(`${what} per second between the previous page of this segment and this one`);
const fpmTime = (what: string) =>
  z.iso.datetime({ offset: true }).optional().describe(`${what}, ISO 8601 (the text page prints \`06/Dec/2026:02:50:37 +0000\`, the JSON epoch seconds, given in UTC)`);

export const PhpFpmProcess = z
  .object(lazyShape(() => ({
    pid: count("pid: the worker's process id, an identifier"),
    state: z.string().optional().describe("state: the request stage (`Idle`, `Running`, `Reading headers`, `Info`, `Finishing`, `Ending`)"),
    startTime: fpmTime("start time: when the worker started"),
    startSinceSeconds: count("start since: seconds since the worker started"),
    requests: count("requests: requests this worker served, a count (counter for the worker's life)"),
    requestDurationMs: z.number().nonnegative().nullable().optional().describe("request duration in ms (php-fpm prints microseconds): of the last request when Idle, else so far; null when php-fpm printed a negative duration as unsigned (18446744073709551227: a warning says so)"),
    requestMethod: dashed("request method"),
    requestUri: dashed("request URI, with `?` and the query string"),
    contentLengthBytes: count("content length: the request body's bytes (POST)"),
    user: dashed("user: the HTTP auth user"),
    script: dashed("script: SCRIPT_FILENAME"),
    lastRequestCpuPercent: z.number().nonnegative().optional().describe("last request cpu: CPU time / wall time of the last request x 100, percent (0 while a request runs; not printed without HAVE_FPM_LQ)"),
    lastRequestMemoryBytes: count("last request memory: peak memory of the last request, bytes (0 while a request runs)"),
    memoryPeakBytes: count("memory peak, bytes (newer PHP versions)"),
    other: z.record(z.string(), z.string()).optional().describe("Fields benchparse does not type, as printed; a name an object answers (`constructor`) gets a trailing `_`"),
  })))
  .describe("One worker process of a `?full` page");
export type PhpFpmProcess = z.infer<typeof PhpFpmProcess>;

export const PhpFpmStatusRates = z
  .object(lazyShape(() => ({
    intervalSeconds: z.number().positive().describe("Seconds since the previous page of the same segment, from the timestamps"),
    acceptedConnectionsPerSecond: perSecond("Requests accepted (accepted conn)"),
    slowRequestsPerSecond: perSecond("Slow requests (slow requests)"),
    maxChildrenReachedPerSecond: perSecond("Times the process limit was reached (max children reached)"),
  })))
  .describe("Rates between this page and the previous page of the same segment; absent for the first page of a segment and when the interval is unknown or zero");
export type PhpFpmStatusRates = z.infer<typeof PhpFpmStatusRates>;

export const PhpFpmStatusPage = z
  .object(lazyShape({ format: z.literal("php-fpm-status").describe("Format id (always `php-fpm-status`)"), kind: z.literal("page").describe("A php-fpm status page") }, () => ({
    form: z.enum(["text", "json"]).describe("The page's form: `text` (the default page, `?full`) or `json` (`?json`, `?json&full`)"),
    server: z.string().optional().describe("The HTTP Server header, when the log has the HTTP head (curl -i)"),
    timestamp: sampleTimestamp.optional(),
    segment: z.number().int().nonnegative().describe("Restart index: 0 for the first run of php-fpm in the log; +1 each time accepted conn went down or the start time changed (a reload, SIGUSR2, does both), a count"),
    pool: z.string().optional().describe("pool: the pool's name"),
    processManager: z.string().optional().describe("process manager: `static`, `dynamic` or `ondemand`"),
    startTime: fpmTime("start time: when the pool (php-fpm) started"),
    startSinceSeconds: count("start since: seconds since the pool started"),
    acceptedConnections: counter("accepted conn: requests accepted by the pool (the status request counts itself)"),
    listenQueue: gauge("listen queue: requests waiting for a free worker"),
    maxListenQueue: count("max listen queue: the most requests ever waiting, a count (since start)"),
    listenQueueLength: z.number().int().optional().describe("listen queue len: the socket's backlog size, a count"),
    idleProcesses: gauge("idle processes"),
    activeProcesses: gauge("active processes (the status request's own worker is one)"),
    totalProcesses: gauge("total processes (idle + active)"),
    maxActiveProcesses: count("max active processes: the most ever active at once, a count (since start)"),
    maxChildrenReached: counter("max children reached: times pm.max_children stopped a new worker (dynamic, ondemand)"),
    slowRequests: counter("slow requests: requests longer than request_slowlog_timeout"),
    memoryPeakBytes: count("memory peak, bytes (newer PHP versions)"),
    processes: z.array(PhpFpmProcess).optional().describe("`?full`: one entry per worker, in php-fpm's order"),
    other: z.record(z.string(), z.string()).optional().describe("Fields benchparse does not type, as printed; a name an object answers (`constructor`, `toString`) gets a trailing `_`"),
    rates: PhpFpmStatusRates.optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One php-fpm status page");
export type PhpFpmStatusPage = z.infer<typeof PhpFpmStatusPage>;

export const PhpFpmStatusMissing = missingSampleSchema("php-fpm-status");
export type PhpFpmStatusMissing = z.infer<typeof PhpFpmStatusMissing>;

export const PhpFpmStatusRecord = z.discriminatedUnion("kind", [PhpFpmStatusPage, PhpFpmStatusMissing]);
export type PhpFpmStatusRecord = z.infer<typeof PhpFpmStatusRecord>;
