/**
 * sar's grammar is sysstat's report grammar (grammars/sysstat/), shared with iostat and mpstat: the report header,
 * rows that start with a clock or a statistics label, restarts, comments and any other line as cells. What the
 * lines mean to sar is src/formats/sar/raw.ts. This folder keeps sar's syntax diagram (diagram.html).
 */
export { sysstatGrammar as sarGrammar } from "../sysstat/parser.js";
