/** Finding siege's output in other text (extract), and its command line. */
import { type ExtractSignature, type LineTest } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import {
  BANNER, BLOCK_LINE, COPYRIGHT, FAILURE_ABORT, gluedLines, JSON_CLOSE, JSON_LINE, JSON_OPEN, LIFTING, LOG_FILE, LOG_HEADER, LOG_MARK, LOG_ROW, MESSAGE, NOTICE,
  PREPARING, RESPONSE, RESPONSE_CSV, SHORTEST, TRANSACTIONS, UNDER_SIEGE, VERSION,
} from "./lines.js";

/** A -c or -r value as siege's atoi reads it: leading digits (`25`, `25x` is 25); undefined when there are none. */
export function countArgument(value: string | true | undefined): number | undefined {
  const m = typeof value === "string" ? /^\s*\+?(\d+)/.exec(value) : null;
  const n = m ? Number(m[1]) : undefined;
  return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
}

/**
 * A -t value as siege's parse_time reads it: leading digits, then the first `s`, `m` or `h` (any case) after them
 * for seconds, minutes or hours; no modifier means minutes (`30s`, `2M`, `1h`, `30` = 30 minutes).
 */
export function timeArgument(value: string | true | undefined): number | undefined {
  const m = typeof value === "string" ? /^(\d+)(.*)$/.exec(value) : null;
  if (!m) return undefined;
  const modifier = /[smh]/i.exec(m[2]!)?.[0].toLowerCase();
  const n = Number(m[1]) * (modifier === "s" ? 1 : modifier === "h" ? 3600 : 60);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** siege, as its getopt_long reads it (src/main.c parse_cmdline). */
export const siegeProgram: ProgramSpec = {
  name: "siege",
  aliases: ["siege.exe"],
  // "VhvqCDNFpgl::ibr:t:f:d:c:m:H:R:A:T:j" (-l takes its file only glued on: `-lFILE`, `--log=FILE`)
  shortWithValue: "rtfdcmHRAT",
  longWithValue: ["concurrent", "reps", "time", "delay", "file", "rc", "mark", "header", "user-agent", "content-type"],
  // a command line a copy glued siege's first lines to (`siege -c 5 host** SIEGE 3.0.5** Preparing 5 concurrent
  // users for battle.The server is now under siege...`): output, which the format reads in its parts
  ownLines: [/\*\* (?:SIEGE \d|Preparing \d)/],
  // No defaults: siege takes them from its rc file (Debian's siegerc sets concurrent = 25, siege's own is 10).
  figures: (o, operands) => {
    const concurrency = countArgument(o.c ?? o.concurrent);
    const reps = o.r ?? o.reps;
    const perUser = reps === "once" ? undefined : countArgument(reps);
    const url = operands.at(-1);
    return {
      ...(url !== undefined && !/^https?:\/\//i.test(url) ? { url } : {}),
      concurrency,
      durationSeconds: timeArgument(o.t ?? o.time),
      requests: concurrency !== undefined && perUser !== undefined ? concurrency * perUser : undefined,
    };
  },
};

// siege — FORMATS-more.md §4

const HEAD = [BANNER, PREPARING, UNDER_SIEGE, LIFTING, FAILURE_ABORT];
/** `WARNING: The number of users is capped at 255.` (before the JSON on stdout), and the `====` rule above it. */
const CAPPED = NOTICE[4]!;
/** The log file notice alone (a classic run's stdout): `LOG FILE: path` and siege's next line. */
const LOG_NOTICE: LineTest = (t, next) => LOG_FILE.test(t) && next !== undefined && (NOTICE[0]!.test(next) || NOTICE[1]!.test(next));
const RESULTS = [TRANSACTIONS, BLOCK_LINE, JSON_OPEN, JSON_LINE, JSON_CLOSE, LOG_HEADER, LOG_ROW, LOG_MARK];

export const siegeSignature: ExtractSignature = {
  start: [...HEAD, VERSION, TRANSACTIONS, gluedLines, CAPPED, (t, next) => NOTICE[7]!.test(t) && next !== undefined && CAPPED.test(next), LOG_NOTICE, (t, next) => JSON_OPEN.test(t) && next !== undefined && JSON_LINE.test(next), JSON_LINE, LOG_HEADER, LOG_ROW, RESPONSE, RESPONSE_CSV, MESSAGE],
  body: [...HEAD, VERSION, COPYRIGHT, ...RESULTS, gluedLines, RESPONSE, RESPONSE_CSV, MESSAGE, LOG_FILE, ...NOTICE, /^\s*(?:This is free software;|There is NO warranty;|FOR A PARTICULAR PURPOSE\.)/, /^\s*$/],
  hardStart: [BANNER, LOG_HEADER],
  runStart: [BANNER, PREPARING, TRANSACTIONS, JSON_OPEN],
  runEnd: [SHORTEST, JSON_CLOSE, LOG_ROW],
  splitBefore: [
    /\*\* SIEGE \d/, /\*\* Preparing \d+ concurrent users/, /The server is now under siege\.\.\./, /Lifting the server siege\.\.\./,
    /(?<![a-z ])Transactions:\s+\d+\s+hits/, /Availability:\s+\d/, /Elapsed time:\s+\d/, /Data transferred:\s+\d/, /Response time:\s+\d/,
    /Transaction rate:\s+\d/, /Throughput:\s+\d/, /Concurrency:\s+\d/, /Successful transactions:\s*\d/, /Failed transactions:\s+\d/,
    /Longest transaction:\s+\d/, /Shortest transaction:\s+\d/,
  ],
};
