/**
 * iostat's grammar is sysstat's report grammar (grammars/sysstat/), shared with sar and mpstat: the report header,
 * and every other line as cells (the `-t` timestamp line, `avg-cpu:` and `Device` header rows, value rows). What the
 * lines mean to iostat is src/formats/iostat/raw.ts. This folder keeps iostat's syntax diagram (diagram.html).
 */
export { sysstatGrammar as iostatGrammar } from "../sysstat/parser.js";
