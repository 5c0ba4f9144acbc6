import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const localTime = (what: string) => z.string().describe(`${what}: ISO 8601 local date-time without offset (siege prints local time and no zone)`);

export const SiegeResponse = z
  .object(lazyShape(() => ({
    protocol: z.string().describe("The response's protocol as printed (`HTTP/1.1`)"),
    status: z.number().int().min(0).max(999).describe("The HTTP status code (a code, no unit)"),
    timeMs: ms("The transaction's time as printed (`%5.2f secs`: 10 ms resolution)"),
    bytes: count("Body bytes read, in bytes"),
    method: z.string().optional().describe("The request method (`GET`, `POST`); csv mode does not print it"),
    url: z.string().describe("The URL as siege prints it: the path, or the whole URL with fullurl = true"),
    user: count("The simulated user's number (display-id = true, and csv mode)").optional(),
    timestamp: localTime("When the line was printed (timestamp = true, and csv mode)").optional(),
  })))
  .describe("One -v per-request line of siege");
export type SiegeResponse = z.infer<typeof SiegeResponse>;

export const SiegeMessage = z
  .object(lazyShape(() => ({
    level: z.enum(["error", "alert", "fatal", "warning", "debug", "info"]).describe("The tag siege's NOTIFY printed: `[error]`, `[alert]`, `[fatal]`, ..."),
    message: z.string().describe("The message after the tag, as printed"),
    count: count("How many times siege printed this message in the run, in a row or not"),
  })))
  .describe("A message siege printed during the run (stderr), once per distinct text, in the order first printed");
export type SiegeMessage = z.infer<typeof SiegeMessage>;

export const SiegeRecord = z
  .object(lazyShape({ format: z.literal("siege").describe("Format id (always `siege`)") }, () => ({
    shape: z
      .enum(["text", "json", "log"])
      .optional()
      .describe("Where the results came from: `text` the classic `Transactions: N hits` block (stderr), `json` the JSON summary (stdout; json_output = true or -j), `log` a row of the -l log file; absent when the input holds no results"),
    status: z
      .enum(["complete", "incomplete", "aborted"])
      .describe("complete: the results are all there; incomplete: they are cut off, or the input holds none (siege's other stream); aborted: siege did not run (-V, or only its messages)"),
    version: z.string().optional().describe("siege's version from its banner (`** SIEGE 4.0.7`) or -V"),
    debug: z.boolean().optional().describe("true when the banner said `debugging enabled` (-D)"),
    error: z.object({ message: z.string().describe("Why, as printed or said") }).optional().describe("Why siege did not run"),
    concurrentUsers: count("Simulated users (-c), from `** Preparing N concurrent users for battle.`").optional(),
    usersCappedAt: count("The user limit siege capped -c at (`WARNING: The number of users is capped at 255.`, its `limit` setting)").optional(),
    lifted: z.boolean().optional().describe("true when siege printed `Lifting the server siege...`: the run ended on its -t time or on a signal (Ctrl-C)"),
    socketFailureAbort: z.boolean().optional().describe("true when siege stopped early on too many socket failures (`siege aborted due to excessive socket failure`, its `failures` setting)"),
    timestamp: localTime("The log row's date").optional(),
    mark: z.string().optional().describe("The -m mark written before the log row (`**** text ****`)"),
    transactions: count("`Transactions`: responses received (hits), any status; socket failures are not counted").optional(),
    availabilityPercent: z.number().min(0).max(100).optional().describe("`Availability`: transactions / (transactions + failed transactions) x 100, in percent (0-100); 0 when there were no transactions"),
    elapsedSeconds: z.number().nonnegative().optional().describe("`Elapsed time`: the run's time from times() clock ticks, in seconds (shorter than -t: siege's own clock)"),
    dataTransferredBytes: count(
      "`Data transferred`: body bytes received, in bytes: siege prints MiB (bytes / 1048576, `MB`) with 2 decimals, so the value is rounded to what they say; a log row holds whole MiB, truncated",
    ).optional(),
    responseTimeMs: ms("`Response time`: the mean transaction time (total time / transactions)").optional(),
    transactionRatePerSecond: z.number().nonnegative().optional().describe("`Transaction rate`: transactions / elapsed time, transactions per second (0 when the elapsed time is 0)"),
    throughputBytesPerSecond: z
      .number()
      .int()
      .nonnegative()
      .optional()
      .describe("`Throughput`: body bytes per second, in bytes per second (siege prints MiB/s, `MB/sec`, 2 decimals; a log row's is its whole MiB / elapsed)"),
    concurrency: z.number().nonnegative().optional().describe("`Concurrency`: the mean number of simultaneous transactions, total transaction time / elapsed time (a ratio, no unit; not -c)"),
    successfulTransactions: count("`Successful transactions`: responses with a status below 400, plus 401 and 407 (the log's OKAY)").optional(),
    httpOkReceived: count("`HTTP OK received` (-D): responses with status 200").optional(),
    failedTransactions: count("`Failed transactions`: requests whose connection, send or read failed (socket errors, timeouts); 4xx and 5xx responses are not failed").optional(),
    longestTransactionMs: ms("`Longest transaction`").optional(),
    shortestTransactionMs: ms("`Shortest transaction` (0 when no transaction)").optional(),
    logFile: z.string().optional().describe("The log file siege wrote to (`LOG FILE: path`, 2.x/3.x `FILE: path`)"),
    messages: z.array(SiegeMessage).optional().describe("siege's messages during the run (`[error] socket: unable to connect ...`)"),
    responses: z.array(SiegeResponse).optional().describe("The -v per-request lines (stdout), in the order printed"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One siege run: its classic results block, its JSON summary or one row of its -l log file, with what siege printed around it");
export type SiegeRecord = z.infer<typeof SiegeRecord>;
