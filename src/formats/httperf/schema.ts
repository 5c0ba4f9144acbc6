import * as z from "zod";
import { lazyShape } from "../../kit/lazy-schema.js";

const count = (what: string) => z.number().int().nonnegative().describe(`${what} (count)`);
const ms = (what: string) => z.number().nonnegative().describe(`${what}, in milliseconds`);
const seconds = (what: string) => z.number().nonnegative().describe(`${what}, in seconds`);
const perSecond = (what: string) => z.number().nonnegative().describe(`${what}, per second`);
const bytes = (what: string) => z.number().nonnegative().describe(`${what}, in bytes`);
const percent = (what: string) => z.number().nonnegative().describe(`${what}, in percent (0-100 of the test duration)`);
/** The same or null, described where JSON Schema shows it: on the nullable schema. */
const orNull = <T extends z.ZodType>(schema: T) => schema.nullable().describe(schema.description ?? "");
/** A value httperf prints as 0.0 when it has nothing to average: null then (the raw record keeps the 0.0). */
const noData = (why: string) => `; null when ${why} (httperf prints 0.0 then)`;
const nan = "; null when httperf printed nan or inf (a division by a zero duration)";

export const HttperfPeriod = z
  .object(lazyShape(() => ({
    distribution: z.enum(["uniform", "exponential", "variable"]).describe("How the times between connections (or sessions) are drawn"),
    meanSeconds: seconds("`--period=eT`: the mean time between connections (exponential)").optional(),
    minSeconds: seconds("`--period=uT1,T2`: the shortest time between connections (uniform)").optional(),
    maxSeconds: seconds("`--period=uT1,T2`: the longest time between connections (uniform)").optional(),
    steps: z
      .array(z.object({ intervalSeconds: seconds("Time between connections in this step"), durationSeconds: seconds("How long this step lasts") }))
      .optional()
      .describe("`--period=vT1,D1,T2,D2...`: the steps of a variable rate"),
  })))
  .describe("`--period=...` as echoed (a deterministic period is echoed as `--rate`)");
export type HttperfPeriod = z.infer<typeof HttperfPeriod>;

export const HttperfSettings = z
  .object(lazyShape(() => ({
    verbose: z.literal(true).optional().describe("`--verbose` (echoed once however many times it was given)"),
    printReply: z.enum(["header", "body", "all"]).optional().describe("`--print-reply[=header|body]`: which parts of each reply httperf printed"),
    printRequest: z.enum(["header", "body", "all"]).optional().describe("`--print-request[=header|body]`: which parts of each request httperf printed"),
    hog: z.literal(true).optional().describe("`--hog`: use as many TCP ports as needed"),
    closeWithReset: z.literal(true).optional().describe("`--close-with-reset`: close connections with a TCP RST"),
    thinkTimeoutSeconds: seconds("`--think-timeout`: extra time allowed for the server to think").optional(),
    timeoutSeconds: seconds("`--timeout`: how long httperf waits for the server before a client timeout").optional(),
    runtimeSeconds: seconds("`--runtime` (httperf 0.9.1 and later): how long the test runs").optional(),
    client: z
      .object({ id: count("This client's number, from 0"), count: count("Clients taking part (`--client=I/N`)") })
      .optional()
      .describe("`--client=I/N`"),
    server: z.string().optional().describe("`--server`: the host connected to"),
    serverName: z.string().optional().describe("`--server-name` (echoed as `--server_name`): the Host header's name"),
    servers: z.string().optional().describe("`--servers`: a file of servers (httperf 0.9.1 and later)"),
    port: z.number().int().min(0).max(65535).optional().describe("`--port`: the TCP port number (80, or 443 with --ssl, when not given)"),
    uri: z.string().optional().describe("`--uri`: the path requested (`/` when not given; --wlog and --wsesslog take theirs from a file and still echo it)"),
    failureStatus: z.number().int().min(0).max(999).optional().describe("`--failure-status`: the HTTP status code that counts as a session failure"),
    httpVersion: z.string().optional().describe("`--http-version`, when not 1.1"),
    maxConnections: count("`--max-connections`: connections per session").optional(),
    maxPipedCalls: count("`--max-piped-calls`: calls pipelined on a connection").optional(),
    ratePerSecond: perSecond("`--rate`: connections (or sessions) started, a fixed rate").optional(),
    period: HttperfPeriod.optional(),
    sendBufferBytes: bytes("`--send-buffer`: the socket send buffer").int().optional(),
    recvBufferBytes: bytes("`--recv-buffer`: the socket receive buffer").int().optional(),
    retryOnFailure: z.literal(true).optional().describe("`--retry-on-failure`"),
    sessionCookies: z.literal(true).optional().describe("`--session-cookies`"),
    ssl: z.literal(true).optional().describe("`--ssl`: HTTPS"),
    sslCiphers: z.string().optional().describe("`--ssl-ciphers`"),
    sslNoReuse: z.literal(true).optional().describe("`--ssl-no-reuse`"),
    sslProtocol: z.string().optional().describe("`--ssl-protocol` (httperf 0.9.1 and later; `auto` by default)"),
    addHeader: z.string().optional().describe("`--add-header`, as echoed between its quotes (`\\n` as two characters)"),
    addHeaderFile: z.string().optional().describe("`--add-header-file` (httperf 0.9.1 and later)"),
    method: z.string().optional().describe("`--method`"),
    useTimerCache: z.literal(true).optional().describe("`--use-timer-cache`"),
    periodicStats: z.literal(true).optional().describe("`--periodic-stats`"),
    wsess: z
      .object({
        sessions: count("Sessions"),
        callsPerSession: count("Calls per session"),
        thinkTimeSeconds: seconds("User think time between calls"),
      })
      .optional()
      .describe("`--wsess=N1,N2,X`: session workload"),
    wsesspage: z
      .object({
        sessions: count("Sessions"),
        requestsPerSession: count("Page requests per session"),
        thinkTimeSeconds: seconds("User think time between pages"),
      })
      .optional()
      .describe("`--wsesspage=N1,N2,X`"),
    wsesslog: z
      .object({ sessions: count("Sessions"), thinkTimeSeconds: seconds("Default user think time"), file: z.string().describe("The session log file, as given") })
      .optional()
      .describe("`--wsesslog=N,X,FILE`: sessions read from a file"),
    wset: z
      .object({ files: count("Files in the working set"), targetMissRate: z.number().min(0).max(1).describe("Target cache miss rate, a fraction 0..1") })
      .optional()
      .describe("`--wset=N,X`"),
    numConns: count("`--num-conns`: connections to make (1 when not given)").optional(),
    numCalls: count("`--num-calls`: calls (requests) per connection (1 when not given)").optional(),
    burstLength: count("`--burst-length`: calls sent back to back (pipelined)").optional(),
    otherOptions: z
      .array(z.object({ name: z.string().describe("The option's name, without `--`"), value: z.string().optional().describe("Its value as echoed") }))
      .optional()
      .describe("Options of the echo benchparse does not know (a later httperf), as echoed"),
  })))
  .describe("The options httperf echoed on its first line (src/httperf.c): every setting of the run, defaults included");
export type HttperfSettings = z.infer<typeof HttperfSettings>;

export const HttperfRecord = z
  .object(lazyShape({ format: z.literal("httperf").describe("Format id (always `httperf`)") }, () => ({
    status: z
      .enum(["complete", "interrupted", "incomplete", "aborted", "no-report"])
      .describe(
        "complete: the report down to its Errors lines; interrupted: the same after a terminal's ^C (SIGINT ends the test early and httperf still reports); incomplete: the report is cut off or lines are missing; aborted: httperf stopped before running (an option error, its usage text); no-report: only httperf's messages, such as its stderr warning, kept apart from the report",
      ),
    version: z.string().optional().describe("httperf's version from `httperf --version` (`httperf: httperf-0.9.0 compiled ...`), e.g. `0.9.0`"),
    error: z.object({ message: z.string().describe("The message as printed") }).optional().describe("Why httperf did not run (its first message, or its usage text)"),
    usage: z.literal(true).optional().describe("httperf printed its usage text (--help, or a bad option)"),
    messages: z.array(z.string()).optional().describe("httperf's messages in this run (`httperf: warning: ...`, `httperf: maximum number of open descriptors = 1024`), as printed"),
    commandLine: z.string().optional().describe("The command line httperf echoed as the report's first line, as printed"),
    settings: HttperfSettings.optional(),
    maxConnectBurstLength: count("`Maximum connect burst length`: connections httperf opened back to back at most").optional(),
    connectionLifetimeHistogram: z
      .array(z.object({ binMs: ms("The middle of the bin (bins are 1 ms wide)"), connections: count("Connections whose lifetime fell in the bin") }))
      .optional()
      .describe("-v -v: `Connection lifetime histogram (time in ms)`, its non-empty bins in order (the `:` lines mark empty ones left out)"),
    connections: count("`Total: connections`: connections httperf initiated").optional(),
    requests: count("`Total: requests`: requests sent").optional(),
    replies: count("`Total: replies`: replies received, the sum of the Reply status classes").optional(),
    durationSeconds: seconds("`test-duration`: from the first connection to the last").optional(),
    connectionRatePerSecond: orNull(perSecond(`\`Connection rate\`: connections initiated per second${nan}`)).optional(),
    connectionPeriodMs: orNull(ms(`\`ms/conn\`: the mean time between two connections${noData("no connection was initiated")}`)).optional(),
    maxConcurrentConnections: count("`<=N concurrent connections`: the most connections open at once (measured, not a setting)").optional(),
    connectionTime: z
      .object({
        minMs: orNull(ms(`Shortest connection lifetime${noData("no connection completed a reply")}`)),
        avgMs: orNull(ms(`Mean connection lifetime${noData("no connection completed a reply")}`)),
        maxMs: orNull(ms(`Longest connection lifetime${noData("no connection completed a reply")}`)),
        medianMs: orNull(
          ms(`The middle of the 1 ms histogram bin that holds the median lifetime (src/stat/basic.c): binned, so it can lie above the max or below the min${noData("no connection completed a reply")}`),
        ),
        stddevMs: orNull(ms(`Sample standard deviation of the lifetimes${noData("no connection completed a reply")}`)),
      })
      .optional()
      .describe("`Connection time [ms]: min avg max median stddev`: lifetimes of the connections that completed at least one reply"),
    connectMs: ms("`Connection time [ms]: connect`: mean time to establish a connection").optional(),
    repliesPerConnection: z.number().nonnegative().nullable().describe(`\`Connection length [replies/conn]\`: mean replies per connection, a ratio (no unit)${noData("no connection completed a reply")}`).optional(),
    requestRatePerSecond: orNull(perSecond(`\`Request rate\`: requests sent per second${nan}`)).optional(),
    requestPeriodMs: orNull(ms(`\`ms/req\`: the mean time between two requests${noData("no request was sent")}`)).optional(),
    requestSizeBytes: orNull(bytes(`\`Request size [B]\`: mean size of a request, whole bytes (httperf divides in integers)${noData("no request was sent")}`)).optional(),
    replyRate: z
      .object({
        minPerSecond: orNull(perSecond(`Lowest sample${noData("no sample was taken (runs under 5 s)")}`)),
        avgPerSecond: orNull(perSecond(`Mean of the samples${noData("no sample was taken (runs under 5 s)")}`)),
        maxPerSecond: orNull(perSecond(`Highest sample${noData("no sample was taken (runs under 5 s)")}`)),
        stddevPerSecond: orNull(perSecond(`Sample standard deviation${noData("fewer than 2 samples were taken")}`)),
        samples: count("Samples taken, one every 5 s"),
      })
      .optional()
      .describe("`Reply rate [replies/s]`: replies per second, sampled every 5 s"),
    replyTime: z
      .object({
        responseMs: ms("Mean time from sending a request to the first byte of its reply"),
        transferMs: orNull(ms(`Mean time from the first byte of a reply to its last${noData("no reply completed")}`)),
      })
      .optional()
      .describe("`Reply time [ms]: response transfer`"),
    replySize: z
      .object({
        headerBytes: orNull(bytes(`Mean header size of a reply, whole bytes (integer division)${noData("no reply completed")}`)),
        contentBytes: orNull(bytes(`Mean body size of a reply, whole bytes (integer division)${noData("no reply completed")}`)),
        footerBytes: orNull(bytes(`Mean trailer (chunked footer) size of a reply, whole bytes${noData("no reply completed")}`)),
        totalBytes: orNull(bytes(`header + content + footer, as printed${noData("no reply completed")}`)),
      })
      .optional()
      .describe("`Reply size [B]`: per-reply means"),
    replyStatus: z
      .object({
        "1xx": count("Replies with a 1xx status"),
        "2xx": count("Replies with a 2xx status"),
        "3xx": count("Replies with a 3xx status"),
        "4xx": count("Replies with a 4xx status"),
        "5xx": count("Replies with a 5xx status"),
      })
      .optional()
      .describe("`Reply status: 1xx=N 2xx=N 3xx=N 4xx=N 5xx=N`"),
    non2xxReplies: count("Replies whose status is not 2xx: 1xx + 3xx + 4xx + 5xx (derived)").optional(),
    cpu: z
      .object({
        userSeconds: seconds("CPU time httperf spent in user mode"),
        systemSeconds: seconds("CPU time httperf spent in the kernel"),
        userPercent: orNull(percent(`User time over the test duration${nan}`)),
        systemPercent: orNull(percent(`System time over the test duration${nan}`)),
        totalPercent: orNull(percent(`User and system time over the test duration${nan}`)),
      })
      .optional()
      .describe("`CPU time [s]`: httperf's own CPU use (getrusage)"),
    netIoBytesPerSecond: orNull(
      perSecond(`\`Net I/O\` KB/s times 1024 (src/stat/basic.c divides by 1024.0): request bytes sent plus reply header and body bytes received (no footers) per second, in bytes${nan}`),
    ).optional(),
    netIoBitsPerSecond: orNull(perSecond(`\`Net I/O\` \`*10^6 bps\` times 10^6: the same traffic in bits per second (decimal)${nan}`)).optional(),
    errors: z
      .object({
        total: count("`Errors: total`: the sum of the kinds below").optional(),
        clientTimeouts: count("`client-timo`: a connection or call exceeded --timeout").optional(),
        socketTimeouts: count("`socket-timo`: the TCP connection timed out (ETIMEDOUT)").optional(),
        connectionsRefused: count("`connrefused`: the server refused the connection (ECONNREFUSED)").optional(),
        connectionsReset: count("`connreset`: the connection was reset or its pipe broken (ECONNRESET, EPIPE)").optional(),
        fdUnavailable: count("`fd-unavail`: out of file descriptors (EMFILE)").optional(),
        addressUnavailable: count("`addrunavail`: out of local ports (EADDRNOTAVAIL)").optional(),
        fileTableFull: count("`ftab-full`: the system's file table was full (ENFILE)").optional(),
        other: count("`other`: any other error (httperf prints the first one's errno on stderr)").optional(),
      })
      .optional()
      .describe("The two `Errors:` lines (a kind is absent only when the output is cut off before it): failures of connections, not of requests (a connection refused sent none)"),
    sessions: z
      .object({
        rate: z
          .object({
            minPerSecond: perSecond("Lowest 5 s sample (0.00 when none was taken)"),
            avgPerSecond: perSecond("Sessions completed over the test duration"),
            maxPerSecond: perSecond("Highest 5 s sample (0.00 when none was taken)"),
            stddevPerSecond: perSecond("Sample standard deviation of the samples"),
          })
          .optional()
          .describe("`Session rate [sess/s]`"),
        completed: count("Sessions that completed (`(N/M)`)").optional(),
        total: count("Sessions in all, completed and failed (`(N/M)`)").optional(),
        connectionsPerSession: z.number().nonnegative().optional().describe("`Session: avg N connections/session`, a ratio (no unit)"),
        lifetimeSeconds: seconds("`Session lifetime [s]`: mean lifetime of a completed session").optional(),
        failtimeSeconds: seconds("`Session failtime [s]`: mean time until a session failed").optional(),
        lengthHistogram: z.array(count("Sessions")).optional().describe("`Session length histogram`: sessions by calls completed, from 0 calls up"),
      })
      .optional()
      .describe("The session lines of --wsess, --wsesspage and --wsesslog workloads (src/stat/sess_stat.c)"),
    replyRateSamplesPerSecond: z.array(perSecond("Replies per second in one 5 s interval")).optional().describe("-v: the `reply-rate = N` lines, in order"),
    sessionRateSamplesPerSecond: z.array(perSecond("Sessions per second in one 5 s interval")).optional().describe("-v with sessions: the `session-rate = N` lines, in order"),
    printed: z
      .array(
        z.object({
          call: count("The call's number, from 0"),
          part: z.enum(["request-header", "request-body", "reply-header", "reply-body"]).describe("Which part of the exchange the line is from (SH, SB, RH, RB)"),
          text: z.string().describe("The line as httperf printed it after `SH0:` (its CR removed)"),
        }),
      )
      .optional()
      .describe("--print-request/--print-reply: the lines of requests and replies httperf printed"),
    printedSizes: z
      .array(
        z.object({
          call: count("The call's number, from 0"),
          direction: z.enum(["request", "reply"]).describe("SS: a request sent; RS: a reply received"),
          headerBytes: bytes("Header size").int(),
          contentBytes: bytes("Body size").int(),
          footerBytes: bytes("Trailer size (replies only)").int().optional(),
        }),
      )
      .optional()
      .describe("--print-request/--print-reply: the `SS0:`/`RS0:` size lines, in bytes"),
    warnings: z.array(z.string()).optional().describe("Things benchparse noticed that may make numbers unreliable"),
  })))
  .describe("One httperf run");
export type HttperfRecord = z.infer<typeof HttperfRecord>;
