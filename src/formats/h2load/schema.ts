import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const withinSd = z
  .number()
  .describe("`+/- sd`: share of the samples within one standard deviation of the mean, in percent (0-100; 0.00 when there were no samples)");

export const H2loadTimeStats = z
  .object(lazyShape(() => ({
    minMs: ms("Smallest sample").optional(),
    maxMs: ms("Largest sample").optional(),
    medianMs: ms("Median sample (h2load 1.69+)").optional(),
    p95Ms: ms("95th percentile (h2load 1.69+)").optional(),
    p99Ms: ms("99th percentile (h2load 1.69+)").optional(),
    meanMs: ms("Mean of the samples").optional(),
    sdMs: ms("Standard deviation of the samples (population; sample sd when h2load sampled them)").optional(),
    withinSdPercent: withinSd.optional(),
  })))
  .describe("One time row of h2load's statistics table, in milliseconds (h2load prints us, ms or s per cell; below 1 ms whole microseconds, truncated)");
export type H2loadTimeStats = z.infer<typeof H2loadTimeStats>;

const perSecond = (what: string) => z.number().nonnegative().describe(`${what}, requests per second`);
export const H2loadRateStats = z
  .object(lazyShape(() => ({
    minPerSecond: perSecond("Slowest client's rate").optional(),
    maxPerSecond: perSecond("Fastest client's rate").optional(),
    medianPerSecond: perSecond("Median client's rate (h2load 1.69+)").optional(),
    p95PerSecond: perSecond("95th percentile of the clients' rates (h2load 1.69+)").optional(),
    p99PerSecond: perSecond("99th percentile of the clients' rates (h2load 1.69+)").optional(),
    meanPerSecond: perSecond("Mean of the clients' rates").optional(),
    sdPerSecond: perSecond("Standard deviation of the clients' rates").optional(),
    withinSdPercent: withinSd.optional(),
  })))
  .describe("The `req/s` row of h2load's statistics table: each client's successful requests / the client's own run time, requests per second (not the total rate)");
export type H2loadRateStats = z.infer<typeof H2loadRateStats>;

export const H2loadThread = z
  .object(lazyShape(() => ({
    thread: count("The thread's number (`spawning thread #N`)").optional(),
    clients: count("Clients (connections) of the thread").optional(),
    requests: count("Requests the thread was given (`N total requests`; not printed in timing mode)").optional(),
  })))
  .describe("One `spawning thread` line");
export type H2loadThread = z.infer<typeof H2loadThread>;

export const H2loadRecord = z
  .object(lazyShape({ format: z.literal("h2load").describe("Format id (always `h2load`)") }, () => ({
    status: z
      .enum(["complete", "incomplete", "aborted"])
      .describe("complete: h2load printed its results; incomplete: the output is cut off or lacks results; aborted: h2load did not run (a message, its version or its usage text)"),
    version: z.string().optional().describe("nghttp2's version from `h2load nghttp2/1.52.0` (--version)"),
    error: z.object({ message: z.string().describe("The message as printed") }).optional().describe("Why h2load did not run (its first message)"),
    messages: z.array(z.string()).optional().describe("h2load's messages (option errors and warnings, `client could not connect to host`), as printed"),
    usage: z.boolean().optional().describe("true when h2load printed its usage text (-h)"),
    mode: z
      .enum(["requests", "duration", "rate"])
      .optional()
      .describe("How the run was driven, from its spawning lines and progress: requests (-n), duration (-D: timing-based, warm-up then main duration) or rate (-r: clients started every period)"),
    threads: count("Threads (-t): the spawning lines").optional(),
    clients: count("Clients, concurrent connections (-c): the spawning lines' sum").optional(),
    requestsAsked: count("Requests asked for (-n): the spawning lines' sum (not printed in timing mode)").optional(),
    warmUpSeconds: z.number().nonnegative().optional().describe("Timing mode: --warm-up-time, in seconds"),
    mainDurationSeconds: z.number().nonnegative().optional().describe("Timing mode: -D, the main duration the rates are measured over, in seconds"),
    rateClientsPerPeriod: count("Rate mode: clients started every period (-r), the threads' sum (printed only when -c is above it)").optional(),
    ratePeriodSeconds: z.number().nonnegative().optional().describe("Rate mode: --rate-period, in seconds (printed only when -c is above -r)"),
    spawned: z.array(H2loadThread).optional().describe("The `spawning thread` lines"),
    tls: z
      .object({
        protocol: z.string().optional().describe("`TLS Protocol:`, e.g. TLSv1.3"),
        cipher: z.string().optional().describe("`Cipher:`, e.g. TLS_AES_128_GCM_SHA256"),
        serverTempKey: z.string().optional().describe("`Server Temp Key:` as printed, e.g. `X25519 253 bits`, `ECDH prime256v1 256 bits`"),
        serverTempKeyBits: count("The server temp key's size, in bits").optional(),
      })
      .optional()
      .describe("The TLS lines h2load prints once for an https run"),
    applicationProtocol: z.string().optional().describe("`Application protocol:`: h2, h2c (cleartext, prior knowledge), http/1.1, h3"),
    progressPercent: z.number().nonnegative().optional().describe("The last `progress: N% done` line, in percent (0-100)"),
    clientsStartedPercent: z.number().nonnegative().optional().describe("The last `progress: N% of clients started` line (rate and timing mode), in percent (0-100)"),
    phases: z
      .array(z.object({ thread: count("The thread's number"), phase: z.enum(["warm-up started", "warm-up over", "main started", "main over", "stopped"]).describe("The phase line") }))
      .optional()
      .describe("Timing mode: the phase lines, in the order printed"),
    durationSeconds: z
      .number()
      .nonnegative()
      .optional()
      .describe("`finished in`: the run's wall time, in seconds (in timing mode it includes the warm-up and the clients' start)"),
    requestsPerSecond: z
      .number()
      .nonnegative()
      .optional()
      .describe("`req/s` of the finished line: streams closed without error (any status) / the run's time (timing mode: / the main duration), requests per second"),
    bytesPerSecond: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe("`B/s` of the finished line: bytes received / the run's time (1024-based units, rounded to what the 2 decimals say), in bytes per second"),
    requests: z
      .object({
        total: count("Requests h2load had to make (-n; timing mode: those made)").optional(),
        started: count("Requests sent").optional(),
        done: count("Requests finished, with or without a response").optional(),
        succeeded: count("Responses with a 2xx or 3xx status").optional(),
        failed: count("Requests that did not succeed: 4xx and 5xx responses, errors and requests never sent (total - succeeded)").optional(),
        errored: count("Requests that failed without a response (connection errors, resets, requests never sent)").optional(),
        timeout: count("Requests in flight when a connection timed out (-T, -N)").optional(),
      })
      .optional()
      .describe("The `requests:` line (errored and timeout since h2load 1.3)"),
    statusCodes: z
      .object({
        status2xx: count("2xx responses").optional(),
        status3xx: count("3xx responses").optional(),
        status4xx: count("4xx responses").optional(),
        status5xx: count("5xx responses").optional(),
      })
      .optional()
      .describe("The `status codes:` line"),
    traffic: z
      .object({
        totalBytes: count("Bytes received in all, in bytes (the exact count h2load prints in parentheses)").optional(),
        headersBytes: count("Header bytes received as sent on the wire (compressed), in bytes").optional(),
        headerSpaceSavingsPercent: z
          .number()
          .optional()
          .describe("`space savings`: 1 - wire header bytes / decompressed header bytes, in percent (0.00 for HTTP/1.1; below 0 when compression made them larger)"),
        dataBytes: count("Body bytes received, in bytes").optional(),
      })
      .optional()
      .describe("The `traffic:` line, in bytes (KB/MB/GB there are 1024-based; the exact counts follow in parentheses since h2load 1.x)"),
    udpDatagrams: z.object({ sent: count("UDP datagrams sent").optional(), received: count("UDP datagrams received").optional() }).optional().describe("HTTP/3: the `UDP datagram:` line"),
    timeForRequest: H2loadTimeStats.optional().describe("`time for request`: from sending a request to its stream's close, over the requests that got a response (any status)"),
    timeForConnect: H2loadTimeStats.optional().describe("`time for connect`: from a client's connect to the connection being ready (TLS handshake included), per client"),
    timeToFirstByte: H2loadTimeStats.optional().describe("`time to 1st byte`: from a client's connect to the first byte it read, per client"),
    requestsPerSecondPerClient: H2loadRateStats.optional(),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One h2load run");
export type H2loadRecord = z.infer<typeof H2loadRecord>;
