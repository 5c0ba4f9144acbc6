/** Finding ab's output in other text (extract), and its command line. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import { readArguments } from "../../kit/arguments.js";
import { intArgument } from "../../kit/shell.js";
import { abProgram } from "../../kit/programs.js";

export { abProgram };


/**
 * What a pasted ab command line says about its output: `-n`, the requests asked for (ab's report prints only those
 * completed), unless `-t` bounds the run by time (ab then stops at its time limit with fewer).
 *
 * @example
 * abOptionsFromCommand(["-n", "5000", "-c", "4", "http://h/"]) //=> { requested: 5000 }
 * abOptionsFromCommand(["-t", "10", "-n", "5000", "http://h/"]) //=> {}
 */
export function abOptionsFromCommand(args: readonly string[]): { requested?: number } {
  const { options } = readArguments(abProgram, args);
  const requested = intArgument(options.n);
  return requested !== undefined && requested > 0 && options.t === undefined ? { requested } : {};
}

// ab (ApacheBench) — FORMATS.md §1

const AB_LABELS = [
  "Server Software", "Server Hostname", "Server Port", "SSL/TLS Protocol", "Server Temp Key", "TLS Server Name",
  "Document Path", "Document Length", "Concurrency Level", "Time taken for tests", "Complete requests",
  "Failed requests", "Write errors", "Broken pipe errors", "Non-2xx responses", "Keep-Alive requests",
  "Keep-Alive aborts", "Total transferred", "Total body sent", "Total POSTed", "Total PUT", "HTML transferred",
  "Requests per second", "Time per request", "Transfer rate", "Number of workers", "Concurrency achieved",
  "Rampup delay", "Number of requests", "Connect", "Processing", "Waiting", "Total",
];
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const AB_LABEL = new RegExp(`^\\s*(?:${AB_LABELS.map(escape).join("|")}):`);
const AB_BANNER = /^\s*This is ApacheBench, Version/;
const AB_BENCHMARKING = /^\s*Benchmarking \S+.*\(be patient\)/;
const AB_RESULTS_START = /^\s*(?:Server Software|Server Hostname|Document Path|Concurrency Level):/;
const AB_USAGE = /^Usage: \S*ab[\w.]* \[options\] \[http/;
const AB_ARG_ERROR = /^\S*ab[\w.]*: (?:wrong number of arguments|invalid URL|Invalid Concurrency|Cannot use concurrency|invalid option|option requires an argument)/;

export const abSignature: ExtractSignature = {
  // Progress lines alone (stderr captured apart) and the usage text are ab output too.
  start: [AB_BANNER, AB_BENCHMARKING, AB_RESULTS_START, /^Completed \d+ requests\s*$/, AB_USAGE, AB_ARG_ERROR],
  body: [
    AB_USAGE, AB_ARG_ERROR, /^Options are:/, /^\s+-[A-Za-z] .{5,}/,
    AB_BANNER, AB_BENCHMARKING, AB_LABEL,
    /^\s*Copyright (?:\(c\) )?(?:19|20)\d\d/, /^\s*Licensed to The Apache Software Foundation/,
    /^\s*(?:Completed|Finished) \d+ requests/, /^\s*\.*done\s*$/, /^\s*\.\.interrupted/,
    /^\s*Connn?ection Times \(ms\)/, /^\s*min\s+(?:mean|avg)/, /^\s*Percentage of the requests served/,
    /^\s*\d{1,3}%\s+(?:\d+|<0>)/, /^\s*\(Connect: \d+/, /^\s*[\d.]+ kb\/s (?:sent|total)/,
    /^\s*(?:WARNING|WARING|ERROR): The median/, /^\s+(?:deviation apart|These results)/,
    /^\s*apr_\w+.*\(\d+\)\s*$/, /^\s*Total of \d+ requests completed/, /^\s*Test aborted after \d+ failures/,
    /^\s*(?:Send request timed out|Send request failed|SSL handshake failed|SSL read failed|SSL write failed)/,
    /^\s*(?:WARNING: Response code not 2xx|LOG: |INFO: )/, /^\s*Worker \d+:/, /^\^C/,
  ],
  hardStart: [AB_BANNER],
  runStart: [AB_BANNER, AB_BENCHMARKING, AB_RESULTS_START],
  runEnd: [/^\s*Requests per second:/, /^\s*Percentage of the requests served/, /^\s*Connn?ection Times \(ms\)/],
  bridge: { from: [AB_BENCHMARKING], to: [AB_RESULTS_START, /^\s*Total of \d+ requests/, /^\s*Test aborted/, /^\s*apr_\w+/] },
  rawHtml: { marker: /<th colspan=2[^>]*>Server Software:<\/th>/, start: /This is ApacheBench/, end: /<\/table>/ },
  splitBefore: [
    /This is ApacheBench/, /Copyright \d{4} Adam/, /Copyright \(c\) \d{4}/, /Copyright \d{4} The Apache/, /Licensed to The Apache/,
    /Benchmarking \S+ (?:through \S+ )?\(be patient\)/, /(?:Completed|Finished) \d+ requests/,
    new RegExp(`(?:${AB_LABELS.filter((l) => !["Connect", "Processing", "Waiting", "Total"].includes(l)).map(escape).join("|")}):`),
    /(?:Connect|Processing|Waiting|Total):\s+\d/, /Connn?ection Times \(ms\)/, /min\s+mean\[\+\/-sd\]/, /min\s+avg\s+max/,
    /Percentage of the requests served/, /\d{1,3}%\s+\d+/, /\(Connect: \d+/,
  ],
};
