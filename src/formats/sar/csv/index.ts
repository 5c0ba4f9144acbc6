import { sarCsvGrammar } from "../../../../grammars/sar-csv/parser.js";
import { sarMetrics } from "../metrics.js";
import { sarOptions } from "../options.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { sarCsvCutter } from "./cutter.js";
import { detectSarCsv } from "./detect.js";
import { sarCsvSignature } from "./extract.js";
import { normalizeSarCsv } from "./normalize.js";
import { sarCsvRaw, type SarCsvRawRecord } from "./raw.js";
import { SarCsvRecord } from "./schema.js";

/**
 * sadf -d (sysstat's `;`-separated "database" output of a data file): sar's records (same sections, fields and units,
 * made by sar's reader from sadf's columns, which are sar's), `format: "sar-csv"`.
 */
export const sarCsvFormat: FormatDefinition<SarCsvRecord, SarCsvRawRecord, typeof sarOptions> = {
  name: "sar-csv",
  description:
    "sysstat sadf -d (`;`-separated, one line per sample and item under `# hostname;interval;timestamp;...` headers; -h one line per sample, -U epoch seconds, -C comments, decimal commas) as sar's records",
  records: "one per activity row of each sample (its interrupts one), restart and comment events (as sar's text records; sadf -d prints no header line)",
  role: "monitor",
  priority: 28,
  grammar: sarCsvGrammar,
  options: sarOptions,
  testing: { samples: "samples/sar-csv" },
  detect: detectSarCsv,
  parseRaw: sarCsvRaw,
  normalize: normalizeSarCsv,
  schema: SarCsvRecord,
  report: {
    notes: ["Memory used from sysstat sadf -d is its kbmemused column (sar's: sar prints no total)."],
    memUsedSource: "sar-kbmemused",
  },
  extract: sarCsvSignature,
  metrics: sarMetrics as unknown as FormatMetrics<SarCsvRecord>,
  stream: { cutter: sarCsvCutter, batchStarts: true },
};
