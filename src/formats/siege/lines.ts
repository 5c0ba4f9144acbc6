import { gluedStarts } from "../../normalize/glued-starts.js";

/**
 * What siege's lines look like (src/main.c, log.c, browser.c printf formats), written once for detection, extract
 * and the stream cutter. Leading blanks are allowed everywhere: pasted copies lose or gain indentation.
 */

/** `** SIEGE 4.0.7`, `** SIEGE 4.0.7: debugging enabled` */
export const BANNER = /^\s*\*\* SIEGE \d+\.\d+\S*(?::? debugging enabled)?\s*$/;
/** siege -V: `SIEGE 4.0.7` (then its copyright lines) */
export const VERSION = /^\s*SIEGE \d+\.\d+\S*\s*$/;
export const COPYRIGHT = /^\s*Copyright \(C\) \d{4} by Jeffrey Fulmer/;
/** `** Preparing 10 concurrent users for battle.` */
export const PREPARING = /^\s*\*\* Preparing \d+ concurrent users for battle\./;
/** `The server is now under siege...` (errors or `^C` may follow on the same line) */
export const UNDER_SIEGE = /^\s*The server is now under siege\.\.\./;
/** `Lifting the server siege...` (`      done.` in 2.x and 3.x) */
export const LIFTING = /^\s*Lifting the server siege\.\.\./;
/** `Transactions:\t\t        1000 hits` (`%12u hits`, 4.1.7: `%9u    hits`) */
export const TRANSACTIONS = /^\s*Transactions:\s+\d+\s+hits\s*$/;
/** `Availability:\t\t      100.00 %` */
export const AVAILABILITY = /^\s*Availability:\s+\d+(?:\.\d+)?\s*%\s*$/;
/** `Transaction rate:\t      101.32 trans/sec` */
export const TRANSACTION_RATE = /^\s*Transaction rate:\s+\d+(?:\.\d+)?\s+trans\/sec\s*$/;
/** Any line of the results block, with its value. */
export const BLOCK_LINE =
  /^\s*(?:Transactions|Availability|Elapsed time|Data transferred|Response time|Transaction rate|Throughput|Concurrency|Successful transactions|HTTP OK received|Failed transactions|Longest transaction|Shortest transaction):\s*\d+(?:\.\d+)?(?:\s+(?:hits|%|secs|ms|MB|trans\/sec|MB\/sec))?\s*$/;
/** The last line of the results block. */
export const SHORTEST = /^\s*Shortest transaction:\s*\d+(?:\.\d+)?(?:\s+(?:secs|ms))?\s*$/;
const JSON_KEY = "transactions|availability|elapsed_time|data_transferred|response_time|transaction_rate|throughput|concurrency|successful_transactions|http_ok_received|failed_transactions|longest_transaction|shortest_transaction";
/** A line of the JSON summary: `{\t"transactions":\t\t\t        1000,`, `\t"availability": 100.00,` */
export const JSON_LINE = new RegExp(`^\\s*\\{?\\s*"(?:${JSON_KEY})"\\s*:\\s*-?\\d+(?:\\.\\d+)?\\s*,?\\s*\\}?\\s*$`);
/** The JSON summary's first line (siege prints the first key on it), or a `{` alone. */
export const JSON_OPEN = /^\s*\{\s*(?:"transactions"\s*:.*)?$/;
/** `}` */
export const JSON_CLOSE = /^\s*\}\s*$/;
/** The key only siege's JSON has. */
export const JSON_RATE = /"transaction_rate"\s*:\s*-?\d/;
/** The -l log file's header. */
export const LOG_HEADER = /^\s*Date & Time,\s+Trans,\s+Elap Time,\s+Data Trans,/;
/** A -l log row: `2026-12-01 19:04:22,   1000,       0.26,          97, ...` */
export const LOG_ROW = /^\s*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\s*\d+,\s*(?:\d+\.\d+|-?nan|-?inf),\s*\d+,\s*(?:\d+\.\d+|-?nan|-?inf),/;
/** A -m mark in the log: `**** first run ****` */
export const LOG_MARK = /^\s*\*\*\*\* .* \*\*\*\*\s*$/;
/** A -v per-request line, with display-id or timestamp: `HTTP/1.1 200     0.00 secs:     600 bytes ==> GET  /index.html` */
export const RESPONSE = /^\s*(?:\d+\) |\[[A-Z][a-z]{2}, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\] )?HTTP\/\d(?:\.\d)? \d{3} +\d+\.\d\d secs: +\d+ bytes ==> \S/;
/**
 * The most -v per-request lines one record holds: a longer run's (or a log of such lines without results) are cut
 * into records of this many, so that a long input is read in bounded memory (the stream cutter, normalize's warnings).
 */
export const MAX_RUN_RESPONSES = 2_000;
/** A csv-mode per-request line: `HTTP/1.1,200,  0.00,    600,/index.html,0,2026-12-01 21:22:47` */
export const RESPONSE_CSV = /^\s*HTTP\/\d(?:\.\d)?,\d{3}, *\d+\.\d\d, *\d+,.*,\d+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s*$/;
/** siege's NOTIFY messages that only siege prints (`[error] socket: unable to connect sock.c:282: ...`). */
export const MESSAGE = /^\s*\[(?:error|alert|fatal|warning|debug)\] .*\b[a-z]+\.c:\d+/;
/** `siege aborted due to excessive socket failure; you` / `can change the failure threshold in $HOME/.siegerc` */
export const FAILURE_ABORT = /^\s*(?:siege aborted due to excessive socket failure|can change the failure threshold in \S*\.siegerc)/;
/** `LOG FILE: /path` (4.x), `FILE: /path` (2.x, 3.x) */
export const LOG_FILE = /^\s*(?:LOG )?FILE: \S/;
/** The notices' other lines. */
export const NOTICE = [
  /^\s*You can disable this (?:log file notification|annoying message) by editing\s*$/,
  /^\s*\S+ and changing 'show-logfile' to false\.\s*$/,
  /^\s*the \.siegerc file in your home directory; change\s*$/,
  /^\s*the directive 'show-logfile' to false\.\s*$/,
  /^\s*WARNING: The number of users is capped at \d+\./,
  /^\s*limit, search your \.siegerc file for 'limit' and change\s*$/,
  /^\s*its value\. Make sure you read the instructions there\.\.\.\s*$/,
  /^\s*={8,}\s*$/,
];

/** The lines that open a run (or a piece of one). */
export const RUN_START = [BANNER, PREPARING, UNDER_SIEGE, LIFTING, TRANSACTIONS, JSON_OPEN, LOG_ROW, LOG_MARK];

/**
 * Where one of siege's lines starts inside another line: a copy that lost its line ends (a web page's `<br>`s dropped,
 * `26 hitsAvailability:            100.00 %Elapsed time: ...`, `battle.The server is now under siege...^CLifting ...`).
 * A results label counts only with its number after it, and each only after something else on its line.
 */
const LABELS = "Transactions|Availability|Elapsed time|Data transferred|Response time|Transaction rate|Throughput|Concurrency|Successful transactions|HTTP OK received|Failed transactions|Longest transaction|Shortest transaction";
/** A results label with its number, anywhere in a line (a line may hold several, glued). */
const LABEL_VALUE = new RegExp(String.raw`(?:${LABELS}):[ \t]*\d`, "g");
/** The banner and the next line glued together (a copy that lost its line ends). */
const GLUED_BANNER = /\*\* SIEGE \d+\.\d+\S*\s*\*\* Preparing \d+ concurrent users/;

/**
 * A line that holds several of siege's lines glued together: three of the results block's or more (`26
 * hitsAvailability: 100.00 %Elapsed ...`), or the banner and the next line. For detection and extract.
 */
export function gluedLines(line: string): boolean {
  if (line.length < 40) return false;
  if (GLUED_BANNER.test(line)) return true;
  LABEL_VALUE.lastIndex = 0;
  let n = 0;
  while (LABEL_VALUE.exec(line) !== null) if (++n === 3) return true;
  return false;
}
const GLUED = new RegExp(
  String.raw`(?:(?:${LABELS}):[ \t]*\d|\*\* SIEGE \d|\*\* Preparing \d|The server is now under siege\.\.\.|Lifting the server siege\.\.\.|HTTP\/\d(?:\.\d)? \d{3} +\d+\.\d\d secs:)`,
  "g",
);

/**
 * The offsets where siege's lines start glued to the end of another line (see GLUED), in the text's order: where
 * the grammar reads a line of its own (runGrammarCut). A per-request line's own display-id (`0) `) or timestamp
 * (`[Tue, ...] `) before it is not another line.
 *
 * @example
 * gluedCuts("Transactions:  26 hitsAvailability:  100.00 %\n") //=> [22]
 */
export function gluedCuts(text: string): number[] {
  return gluedStarts(text, GLUED, (match, before) => !(match.startsWith("HTTP/") && (before === 41 || before === 93)));
}
