import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const bytes = (what: string) => z.number().int().nonnegative().describe(`${what}, in bytes`);
/** A Connection Times cell: ab prints `Processing` as total minus connect, which goes below 0 (`Processing:  -2 ...`). */
const ms = (what: string) => z.number().describe(`${what}, in milliseconds`);
const port = (what: string) => z.number().int().min(0).max(65535).describe(`${what}, a TCP port number`);
const bits = (what: string) => z.number().int().nonnegative().describe(`${what}, in bits`);
const rate = (what: string) => z.number().nonnegative().nullable().optional().describe(what);

export const AbConnectionRow = z
  .object(lazyShape(() => ({
    minMs: ms("Fastest").nonnegative(),
    meanMs: ms("Mean (the `avg` column in the -S/HTML short table)").nonnegative(),
    sdMs: ms("Standard deviation (full table only)").nonnegative().optional(),
    medianMs: ms("Median (full table only)").nonnegative().optional(),
    maxMs: ms("Slowest").nonnegative(),
  })))
  .describe("One row of ab's Connection Times table (Connect, Waiting, Total: ab counts each from 0)");
export type AbConnectionRow = z.infer<typeof AbConnectionRow>;

export const AbProcessingRow = z
  .object(lazyShape(() => ({
    minMs: ms("Fastest"),
    meanMs: ms("Mean (the `avg` column in the -S/HTML short table)"),
    sdMs: ms("Standard deviation (full table only)").nonnegative().optional(),
    medianMs: ms("Median (full table only)").optional(),
    maxMs: ms("Slowest"),
  })))
  .describe("The Processing row of ab's Connection Times table: each request's total minus its connect time, each rounded apart, so it goes below 0 (`Processing:    -2 ...`); its standard deviation does not");
export type AbProcessingRow = z.infer<typeof AbProcessingRow>;

export const AbPercentile = z.object(lazyShape(() => ({
  percent: z.number().min(0).max(100).describe("Percentage of requests, in percent (0-100)"),
  ms: z.number().nonnegative().nullable().describe("Served within this many milliseconds (null for ab's `<0> (never)` entry)"),
})));
export type AbPercentile = z.infer<typeof AbPercentile>;

export const AbRecord = z
  .object(lazyShape({ format: z.literal("ab").describe("Format id (always `ab`)") }, () => ({
    variant: z.enum(["text", "html"]).describe("Plain text or the -w HTML table"),
    version: z.string().optional().describe("ab's version from the banner, e.g. `2.3` or `2.0.40-dev`"),
    revision: z.string().optional().describe("The `$Revision$` keyword from the banner, when it has a value"),
    status: z
      .enum(["complete", "aborted", "interrupted", "incomplete"])
      .describe("complete: results printed; aborted: ab stopped on an error; interrupted: stopped by ^C; incomplete: no results block, or the output is cut off"),
    error: z
      .object({
        message: z.string().describe("The error text, without the function name and code"),
        function: z.string().optional().describe("The APR function that failed, e.g. `apr_socket_recv`"),
        code: z.number().int().optional().describe("The APR status or errno ab printed in parentheses, e.g. 104 (a code, no unit)"),
      })
      .optional()
      .describe("Why the run stopped (the first fatal message)"),
    errors: z.array(z.string()).optional().describe("Every fatal or failure message ab printed in this run, as printed"),
    requestsCompletedBeforeAbort: count("`Total of N requests completed` printed after an abort").optional(),
    testAbortedAfterFailures: count("`Test aborted after N failures`").optional(),
    host: z.string().optional().describe("Host from the `Benchmarking` line"),
    proxy: z
      .object({ host: z.string().describe("Proxy host name or address"), port: port("Proxy port") })
      .optional()
      .describe("Proxy from `Benchmarking host through proxy:port`"),
    progressCompleted: count("Last `Completed N requests` progress line").optional(),
    finishedRequests: count("`Finished N requests`").optional(),
    serverSoftware: z.string().nullable().optional().describe("First Server: header up to the first space; null when the server sent none"),
    serverHostname: z.string().optional().describe("`Server Hostname:` as printed"),
    serverPort: port("`Server Port:`").optional(),
    tls: z
      .object({
        protocol: z.string().describe("TLS protocol version, e.g. `TLSv1.3`"),
        cipher: z.string().optional().describe("Cipher suite name, e.g. `TLS_AES_256_GCM_SHA384`"),
        publicKeyBits: bits("Size of the server's public key").optional(),
        cipherBits: bits("Strength of the cipher").optional(),
      })
      .optional()
      .describe("From `SSL/TLS Protocol: proto,cipher,peer-key-bits,cipher-bits`"),
    serverTempKey: z.string().optional().describe("`Server Temp Key:` as printed, e.g. `X25519 253 bits`"),
    serverTempKeyBits: bits("Size of the server temp key (from `Server Temp Key:`)").optional(),
    tlsServerName: z.string().optional().describe("`TLS Server Name:`, the SNI name ab sent"),
    documentPath: z.string().optional().describe("`Document Path:`, the request path and query"),
    documentLengthBytes: bytes("Length of the first response body (absent when ab printed `Variable`)").optional(),
    documentLengthVariable: z.boolean().optional().describe("true when ab printed `Document Length: Variable` (-l)"),
    concurrencyLevel: count("Concurrent requests (-c)").optional(),
    numberOfWorkers: count("Worker threads (ab trunk)").optional(),
    concurrencyAchieved: count("Concurrency reached (ab trunk)").optional(),
    rampupDelayMs: z.number().nonnegative().optional().describe("Ramp-up delay (ab trunk), in milliseconds"),
    numberOfRequests: count("Requests asked for (ab trunk)").optional(),
    timeTakenSeconds: z.number().nonnegative().optional().describe("Time taken for tests, in seconds"),
    completeRequests: count("Complete requests").optional(),
    failedRequests: count("Failed requests (connect, receive, length and exception failures)").optional(),
    failedBreakdown: z
      .object({ connect: count("Connect failures"), receive: count("Receive failures (ab 2.2.9+)").optional(), length: count("Responses whose length differs from the first"), exceptions: count("Exceptions") })
      .optional()
      .describe("The `(Connect: c, Receive: r, Length: l, Exceptions: e)` breakdown of the failed requests (counts)"),
    writeErrors: count("Write errors").optional(),
    brokenPipeErrors: count("Broken pipe errors (ab 1.3)").optional(),
    non2xxResponses: count("Responses with a status other than 2xx").optional(),
    keepAliveRequests: count("Keep-Alive requests (-k)").optional(),
    keepAliveAborts: count("Keep-Alive aborts (ab trunk)").optional(),
    totalTransferredBytes: bytes("Total transferred").optional(),
    totalBodySentBytes: bytes("Request bodies sent (-p/-u)").optional(),
    htmlTransferredBytes: bytes("Response bodies received (`HTML transferred`)").optional(),
    requestsPerSecond: rate("Requests per second (mean), requests/s; null when ab printed nan/inf"),
    timePerRequestMs: rate("Time per request (mean), ms: concurrency x time / requests; null when ab printed nan/inf"),
    timePerRequestAcrossAllMs: rate("Time per request (mean, across all concurrent requests), ms; null when ab printed nan/inf"),
    transferRateBytesPerSecond: rate("Transfer rate received, bytes per second (ab 2.x Kbytes are 1024 bytes; ab 1.3 Kbytes are 1000 bytes); null when ab printed nan/inf"),
    transferRateSentBytesPerSecond: z.number().nonnegative().optional().describe("`kb/s sent`, bytes per second"),
    transferRateTotalBytesPerSecond: z.number().nonnegative().optional().describe("`kb/s total`, bytes per second"),
    connectionTimes: z
      .object({
        style: z.enum(["full", "short"]).describe("full: min mean[+/-sd] median max; short: min avg max (-S, HTML)"),
        connect: AbConnectionRow.optional().describe("Connect: time to open the connection, ms"),
        processing: AbProcessingRow.optional().describe("Processing: total minus connect (request sent and response read), ms; its min may be below 0 (ab rounds each time apart: `Processing:    -2 ...`)"),
        waiting: AbConnectionRow.optional().describe("Waiting: from the request written to the first response byte read, ms"),
        total: AbConnectionRow.optional().describe("Total: connect + processing, ms"),
      })
      .optional()
      .describe("ab's Connection Times table, every value in milliseconds"),
    diagnostics: z.array(z.string()).optional().describe("ab's WARNING/ERROR lines about median and mean"),
    percentiles: z.array(AbPercentile).optional().describe("Percentage of the requests served within a certain time"),
    successfulRequests: count(
      "Derived: complete - failed - non-2xx, floored at 0. A lower bound: ab may count one response both as a Length failure and as non-2xx",
    ).optional(),
    successRate: z.number().min(0).max(1).optional().describe("Derived: successfulRequests / completeRequests (0..1)"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One ApacheBench run");
export type AbRecord = z.infer<typeof AbRecord>;
