import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";
import { missingSampleSchema, sampleTimestamp } from "../status-page/schema.js";

const gauge = (what: string) => z.number().int().nonnegative().optional().describe(`${what}, a count (gauge: at the moment of the request)`);
const counter = (what: string) => z.number().int().nonnegative().optional().describe(`${what} (counter: cumulative since lighttpd started; a graceful restart, SIGUSR1, resets it too)`);
const slots = (what: string) => z.number().int().nonnegative().describe(`${what}, a count of connection slots`);
const perSecond = (what: string) => z.number().nonnegative().optional().describe(`${what} per second between the previous page of this segment and this one`);

export const LighttpdScoreboard = z
  .object(lazyShape(() => ({
    slots: slots("Letters printed (server.max-connections: one per connection slot)"),
    idle: slots("`_` free slot"),
    connect: slots("`.` connect: accepted, nothing read yet"),
    requestStart: slots("`q` request start"),
    read: slots("`r` reading the request header"),
    requestEnd: slots("`Q` request end (header read)"),
    readPost: slots("`R` reading the request body (POST)"),
    handleRequest: slots("`h` handling the request (the status request itself shows as one)"),
    responseStart: slots("`s` response start"),
    write: slots("`W` writing the response"),
    responseEnd: slots("`S` response end"),
    error: slots("`E` error"),
    close: slots("`C` closing"),
    otherState: slots("`x` a state lighttpd does not name"),
    keepalive: slots("`k` keep-alive: waiting for the next request on an open connection (1.4.41 and later)"),
    unknown: slots("Any other letter"),
  })))
  .describe("The Scoreboard line counted per letter (lighttpd's connection states: request.c http_request_state_short)");
export type LighttpdScoreboard = z.infer<typeof LighttpdScoreboard>;

export const LighttpdStatusRates = z
  .object(lazyShape(() => ({
    intervalSeconds: z.number().positive().describe("Seconds since the previous page of the same segment, from the timestamps"),
    accessesPerSecond: perSecond("Requests served (Total Accesses; lighttpd adds them up once a second, so a rate over less than a few seconds is uneven)"),
    sentBytesPerSecond: perSecond("Bytes sent (Total kBytes x 1024)"),
    bytesPerAccess: z.number().nonnegative().optional().describe("Mean bytes sent per request in the interval; absent when no request was counted"),
  })))
  .describe("Rates between this page and the previous page of the same segment; absent for the first page of a segment and when the interval is unknown or zero");
export type LighttpdStatusRates = z.infer<typeof LighttpdStatusRates>;

export const LighttpdStatusPage = z
  .object(lazyShape({ format: z.literal("lighttpd-status").describe("Format id (always `lighttpd-status`)"), kind: z.literal("page").describe("A mod_status ?auto page") }, () => ({
    server: z.string().optional().describe("The HTTP Server header, when the log has the HTTP head (curl -i)"),
    version: z.string().optional().describe("lighttpd's version, from the Server header (`lighttpd/1.4.69`), e.g. `1.4.69`"),
    timestamp: sampleTimestamp.optional(),
    segment: z.number().int().nonnegative().describe("Restart index: 0 for the first run of lighttpd in the log; +1 each time a counter or Uptime went down (a restart, or a graceful restart: SIGUSR1 resets them), a count"),
    accessesTotal: counter("Total Accesses: requests served, a count; lighttpd adds the last second's requests once a second (1.4.60 and later), so a page lags up to 1 s"),
    sentBytesTotal: counter("Total kBytes in bytes (x 1024): lighttpd divides the bytes written by 1024, truncating since 1.4.60 (up to 1023 bytes below what was sent) and rounding before (within 512 bytes); added once a second. On keep-alive connections 1.4.69 counts far more than it sends (it adds a connection's bytes of the current second at each request it finishes: samples/lighttpd-status/README.md)"),
    uptimeSeconds: z.number().int().nonnegative().optional().describe("Uptime: seconds since lighttpd started (or its last graceful restart)"),
    busyServers: gauge("BusyServers: connections open (lighttpd counts connections, not processes)"),
    idleServers: gauge("IdleServers: free connection slots (server.max-connections minus the open ones)"),
    scoreboard: LighttpdScoreboard.optional(),
    rates: LighttpdStatusRates.optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One lighttpd mod_status ?auto page");
export type LighttpdStatusPage = z.infer<typeof LighttpdStatusPage>;

export const LighttpdStatusMissing = missingSampleSchema("lighttpd-status");
export type LighttpdStatusMissing = z.infer<typeof LighttpdStatusMissing>;

export const LighttpdStatusRecord = z.discriminatedUnion("kind", [LighttpdStatusPage, LighttpdStatusMissing]);
export type LighttpdStatusRecord = z.infer<typeof LighttpdStatusRecord>;
