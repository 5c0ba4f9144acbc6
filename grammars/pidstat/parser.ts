/**
 * pidstat's grammar is sysstat's report grammar (grammars/sysstat/), shared with sar, iostat and mpstat: the report
 * header, rows that start with a clock or a statistics label (`Average:`, `Moyenne :`), any other line (pidstat -h's
 * `# Time` header row) as cells. What the lines mean to pidstat is the row-report reader it shares with sar
 * (src/formats/sysstat/row-report-raw.ts). This folder keeps pidstat's syntax diagram (diagram.html).
 */
export { sysstatGrammar as pidstatGrammar } from "../sysstat/parser.js";
