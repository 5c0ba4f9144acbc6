/**
 * What autocannon's lines look like (lib/progressTracker.js, lib/printResult.js), written once for detection, extract
 * and the stream cutter. Leading blanks are allowed everywhere: pasted copies lose or gain indentation. `B` is a
 * cell border: cli-table3's `│`, or `|` in a copy pasted as a Markdown table.
 */
const B = "[\\u2502\\u2503|]";

/** `Running 10s test @ http://localhost:3000`, `Running 5000 requests test @ ...`, `Running 1s warmup @ ...` */
export const RUNNING = /^\s*Running (?:\d+(?:\.\d+)?s|\d+ requests) (?:test|warmup) @ \S/;
/** `10 connections`, `100 connections with 10 pipelining factor` */
export const CONNECTIONS = /^\s*\d+ connections(?: with \d+ pipelining factor)?\s*$/;
/** `4 workers` (-w) */
export const WORKERS = /^\s*\d+ workers\s*$/;
/** `│ Stat    │ 2.5% │ 50% │ ...`, `Stat         Avg     Stdev     Max` (before 3.2.0), a copy without its borders */
export const STAT_HEADER = new RegExp(`^\\s*(?:${B}\\s*)?Stat(?:\\s*${B})?\\s+(?:\\d+(?:\\.\\d+)?%|Avg)(?:\\s|${B})`);
/** `│ Latency │ 0 ms │ ...`, `│ Req/Sec   │ 25,551 │ ...`, `Latency (ms) 9.36    4.19      78` */
export const STAT_ROW = new RegExp(`^\\s*(?:${B}\\s*)?(?:Latency(?: \\(ms\\))?|Req\\/Sec|Bytes\\/Sec)(?:\\s*${B})?\\s+\\d`);
/** `┌────┬────┐`, `├────┼────┤`, `└────┴────┘`, a Markdown copy's `|------|------|` */
export const RULE = /^\s*(?:[\u250c\u251c\u2514][\u2500\u252c\u253c\u2534]+[\u2510\u2524\u2518]|\|(?:\s*:?-{3,}:?\s*\|)+)\s*$/;
/** `│ Percentile │ Latency (ms) │` (-l) */
export const PERCENTILE_HEADER = new RegExp(`^\\s*(?:${B}\\s*)?Percentile(?:\\s*${B})?\\s+Latency \\(ms\\)(?:\\s*${B})?\\s*$`);
/** `│ Code │ Count │` (--renderStatusCodes) */
export const CODE_HEADER = new RegExp(`^\\s*${B}\\s*Code\\s*${B}\\s*Count\\s*${B}\\s*$`);
/** A row of the -l or status-code table: `│ 99.999 │ 15 │`, `99.9            605`, `│ 200  │ 64811 │` */
export const PAIR_ROW = new RegExp(`^\\s*(?:${B}\\s*)?(?:\\d+(?:\\.\\d+)?|undefined)(?:\\s*${B}\\s*|\\s+)\\d+(?:\\s*${B})?\\s*$`);
/** `Req/Bytes counts sampled once per second.`, `... every 0.5 seconds.` */
export const SAMPLED = /^\s*Req\/Bytes counts sampled (?:once per second|every \d+(?:\.\d+)? seconds)\.\s*$/;
/** `# of samples: 10` */
export const SAMPLES = /^\s*# of samples: \d+\s*$/;
/** `30831 2xx responses, 32997 non 2xx responses` */
export const RESPONSES = /^\s*\d+ 2xx responses, \d+ non 2xx responses\s*$/;
/** `55k requests in 2.01s, 45.9 MB read` */
export const TOTALS = /^\s*\d+k? requests in \d+(?:\.\d+)?s, \d+(?:\.\d+)? [kMGTPEZY]?B read\s*$/;
/** `31k errors (0 timeouts)` */
export const ERRORS = /^\s*\d+k? errors \(\d+k? timeouts\)\s*$/;
/** `58k requests with mismatched body` */
export const MISMATCHES = /^\s*\d+k? requests with mismatched body\s*$/;
/** `request pipeline was reset 1 time` */
export const RESETS = /^\s*request pipeline was reset \d+k? times?\s*$/;
/** `autocannon v9.0.0` (-v) */
export const VERSION = /^\s*autocannon v\d+\.\d+\.\d+\S*\s*$/;
/** `node v20.20.2`, the line after it */
export const NODE_VERSION = /^\s*node v\d+\.\d+\.\d+\S*\s*$/;

/** The lines autocannon prints for a run, in order. */
export const RUN_LINES = [RUNNING, CONNECTIONS, WORKERS, STAT_HEADER, STAT_ROW, RULE, PERCENTILE_HEADER, CODE_HEADER, SAMPLED, SAMPLES, RESPONSES, TOTALS, ERRORS, MISMATCHES, RESETS];
