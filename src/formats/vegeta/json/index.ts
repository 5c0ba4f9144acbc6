import { vegetaJsonGrammar } from "../../../../grammars/vegeta-json/parser.js";
import { jsonValuesCutter } from "../../load-test/json.js";
import { loadTestMetrics } from "../../load-test/metrics.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { detectVegetaJson } from "./detect.js";
import { normalizeVegetaJson } from "./normalize.js";
import { vegetaJsonRaw, type VegetaJsonRawRecord } from "./raw.js";
import { VegetaJsonRecord } from "./schema.js";
import { summarizeVegetaJson } from "./summary.js";

/**
 * vegeta's JSON: `vegeta report -type=json` as the vegeta text report's record (same fields and units, unrounded),
 * and `vegeta encode`'s JSON lines as one `result` record per request; `format: "vegeta-json"`.
 */
export const vegetaJsonFormat: FormatDefinition<VegetaJsonRecord, VegetaJsonRawRecord> = {
  name: "vegeta-json",
  description: "vegeta's JSON: `report -type=json` (as the vegeta text report's record: ms, bytes, seconds, percent) and `encode`'s JSON lines (one record per request)",
  records: "one per report, one per encoded request",
  role: "load-test",
  priority: 76,
  grammar: vegetaJsonGrammar,
  testing: { samples: "samples/vegeta-json", files: /\.jsonl?$/ },
  detect: detectVegetaJson,
  parseRaw: vegetaJsonRaw,
  normalize: normalizeVegetaJson,
  schema: VegetaJsonRecord,
  summarize: summarizeVegetaJson,
  metrics: loadTestMetrics<VegetaJsonRecord>({
    errors: (r) => (r.kind === "report" ? { other: r.statusCodes ? r.statusCodes.filter((c) => c.code === "0").reduce((n, c) => n + c.count, 0) : undefined } : undefined),
    histogram: (r) => (r.kind === "report" ? r.buckets?.map((b) => ({ toMs: b.toMs, count: b.count })) : undefined),
  }),
  report: {
    notes: ["vegeta-json: as vegeta's text report; encoded results (one request each) are no run of their own."],
  },
  // Pieces: each JSON value (a report, an encode line) at the line that closes it: a long encode file in bounded memory.
  stream: { cutter: jsonValuesCutter, damage: "line" },
};
