/**
 * mpstat's grammar is sysstat's report grammar (grammars/sysstat/), shared with sar and iostat: the report header,
 * rows that start with a clock or a statistics label (`Average:`, `Moyenne :`), any other line as cells. What the
 * lines mean to mpstat is the row-report reader it shares with sar (src/formats/sysstat/row-report-raw.ts). This
 * folder keeps mpstat's syntax diagram (diagram.html).
 */
export { sysstatGrammar as mpstatGrammar } from "../sysstat/parser.js";
