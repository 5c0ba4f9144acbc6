import { k6JsonGrammar } from "../../../../grammars/k6-json/parser.js";
import { jsonValuesCutter } from "../../load-test/json.js";
import { loadTestMetrics } from "../../load-test/metrics.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { k6MetricParts } from "../metrics.js";
import { detectK6Json } from "./detect.js";
import { normalizeK6Json } from "./normalize.js";
import { k6JsonRaw, type K6JsonRawSummary } from "./raw.js";
import { K6JsonRecord } from "./schema.js";
import { summarizeK6Json } from "./summary.js";

/**
 * k6's JSON summaries: `k6 run --summary-export` (legacy statistics under each metric) and handleSummary's `data`
 * (`metrics.*.{type, contains, values, thresholds}`), k6 0.x and 1.x: the k6 text summary's records (same metrics,
 * checks, thresholds and common figures in the same units), `format: "k6-json"`.
 */
export const k6JsonFormat: FormatDefinition<K6JsonRecord, K6JsonRawSummary> = {
  name: "k6-json",
  description: "k6's JSON summaries (--summary-export, and handleSummary's data), 0.x and 1.x, as the k6 text summary's records: metrics in ms and bytes, checks, thresholds, groups",
  records: "one per JSON summary",
  role: "load-test",
  priority: 74,
  grammar: k6JsonGrammar,
  testing: { samples: "samples/k6-json", files: /\.json$/ },
  detect: detectK6Json,
  parseRaw: k6JsonRaw,
  normalize: normalizeK6Json,
  schema: K6JsonRecord,
  summarize: summarizeK6Json,
  metrics: loadTestMetrics<K6JsonRecord>(k6MetricParts),
  report: {
    notes: ["k6-json: as k6's text summary; the duration is handleSummary's state.testRunDurationMs (--summary-export gives none)."],
  },
  // Pieces: the JSON documents one after another (a long file of summaries read in bounded memory).
  stream: { cutter: jsonValuesCutter },
};
