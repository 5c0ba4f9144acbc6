import { autocannonJsonGrammar } from "../../../../grammars/autocannon-json/parser.js";
import type { FormatDefinition } from "../../../kit/format.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import { jsonValuesCutter } from "../../load-test/json.js";
import { autocannonProgram } from "../../../kit/programs.js";
import { autocannonMetrics } from "../metrics.js";
import { summarizeAutocannon } from "../summary.js";
import type { AutocannonRecord } from "../schema.js";
import { detectAutocannonJson } from "./detect.js";
import { normalizeAutocannonJson } from "./normalize.js";
import { autocannonJsonRaw, type AutocannonJsonRawRun } from "./raw.js";
import { AutocannonJsonRecord } from "./schema.js";

/** A line of autocannon --json: the result object, on one line. */
const RESULT_LINE = /^\s*\{.*"latency"\s*:\s*\{.*"throughput"\s*:\s*\{/;

/** autocannon --json: autocannon's records (same fields and units, unrounded), `format: "autocannon-json"`. */
export const autocannonJsonFormat: FormatDefinition<AutocannonJsonRecord, AutocannonJsonRawRun> = {
  name: "autocannon-json",
  description: "autocannon --json (its result object, one JSON line per run; 7.x to 9.x) as autocannon's records, unrounded",
  records: "one per run (as autocannon's text records)",
  role: "load-test",
  priority: 87,
  grammar: autocannonJsonGrammar,
  testing: { samples: "samples/autocannon-json", files: /\.json$/ },
  detect: detectAutocannonJson,
  parseRaw: autocannonJsonRaw,
  normalize: normalizeAutocannonJson,
  schema: AutocannonJsonRecord,
  summarize: (record) => summarizeAutocannon(record as unknown as AutocannonRecord),
  metrics: autocannonMetrics as unknown as FormatMetrics<AutocannonJsonRecord>,
  report: {
    notes: ["autocannon-json: requests are requests sent (requests.sent), exact; requests/s and bytes/s are the means of the per-second samples."],
  },
  extract: { start: [RESULT_LINE], body: [], hardStart: [RESULT_LINE] },
  // the command line pasted before the output (`$ autocannon --json -c 100 URL`) is context, not output
  command: { programs: [autocannonProgram] },
  // Pieces: each result line.
  stream: { cutter: jsonValuesCutter },
};
