import { sarJsonGrammar } from "../../../../grammars/sar-json/parser.js";
import { sarMetrics } from "../metrics.js";
import { sarOptions } from "../options.js";
import { sysstatJsonCutter } from "../../sysstat/json.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { sarJsonSignature } from "./extract.js";
import { detectSarJson } from "./detect.js";
import { normalizeSarJson } from "./normalize.js";
import { sarJsonRaw, type SarJsonRawRecord } from "./raw.js";
import { SarJsonRecord } from "./schema.js";

/**
 * sadf -j (sysstat's JSON of a data file: every activity of sar -A): sar's records (same sections, fields and units,
 * made by sar's reader from sadf's members under sar's column names), `format: "sar-json"`.
 */
export const sarJsonFormat: FormatDefinition<SarJsonRecord, SarJsonRawRecord, typeof sarOptions> = {
  name: "sar-json",
  description:
    "sysstat sadf -j JSON (every activity of sar -A) as sar's records; repairs sysstat's JSON bugs with a warning (a stray or missing comma, decimal commas, a document cut off by an interrupt)",
  records: "header, one per activity row of each sample (its interrupts one), restart and comment events (as sar's text records)",
  role: "monitor",
  priority: 21,
  grammar: sarJsonGrammar,
  options: sarOptions,
  testing: { samples: "samples/sar-json", files: /\.json$/ },
  detect: detectSarJson,
  parseRaw: sarJsonRaw,
  normalize: normalizeSarJson,
  schema: SarJsonRecord,
  report: {
    notes: ["Memory used from sysstat sadf -j is its memused member (sar's kbmemused: sar prints no total)."],
    memUsedSource: "sar-kbmemused",
  },
  extract: sarJsonSignature,
  metrics: sarMetrics as unknown as FormatMetrics<SarJsonRecord>,
  // Pieces: the document's head up to the statistics is given again before each; a piece may end after each sample.
  stream: { cutter: sysstatJsonCutter },
};
