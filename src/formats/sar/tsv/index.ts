import { sarTsvGrammar } from "../../../../grammars/sar-tsv/parser.js";
import { sarMetrics } from "../metrics.js";
import { sarOptions } from "../options.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { sarTsvCutter } from "./cutter.js";
import { detectSarTsv } from "./detect.js";
import { sarTsvSignature } from "./extract.js";
import { normalizeSarTsv } from "./normalize.js";
import { sarTsvRaw, type SarTsvRawRecord } from "./raw.js";
import { SarTsvRecord } from "./schema.js";

/**
 * sadf -p (sysstat's tab-separated "parseable" output of a data file, one value per line): sar's records (same
 * sections, fields and units, made by sar's reader from sadf's fields, which are sar's column names), `format: "sar-tsv"`.
 */
export const sarTsvFormat: FormatDefinition<SarTsvRecord, SarTsvRawRecord, typeof sarOptions> = {
  name: "sar-tsv",
  description:
    "sysstat sadf -p (tab-separated host, interval, timestamp, device, field, value lines; -U epoch seconds, -C comments, decimal commas) as sar's records",
  records: "one per activity row of each sample (its value lines gathered; its interrupts one), restart and comment events (as sar's text records)",
  role: "monitor",
  priority: 29,
  grammar: sarTsvGrammar,
  options: sarOptions,
  testing: { samples: "samples/sar-tsv" },
  detect: detectSarTsv,
  parseRaw: sarTsvRaw,
  normalize: normalizeSarTsv,
  schema: SarTsvRecord,
  report: {
    notes: ["Memory used from sysstat sadf -p is its kbmemused field (sar's: sar prints no total)."],
    memUsedSource: "sar-kbmemused",
  },
  extract: sarTsvSignature,
  metrics: sarMetrics as unknown as FormatMetrics<SarTsvRecord>,
  stream: { cutter: sarTsvCutter },
};
