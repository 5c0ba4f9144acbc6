import { ohaJsonGrammar } from "../../../../grammars/oha-json/parser.js";
import type { FormatDefinition } from "../../../kit/format.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import { jsonDocumentsCutter } from "../../load-test/json.js";
import { percentileRows } from "../../load-test/runs.js";
import { ohaProgram } from "../../../kit/programs.js";
import { ohaMetrics } from "../metrics.js";
import type { OhaRecord } from "../schema.js";
import { summarizeOha } from "../summary.js";
import { detectOhaJson } from "./detect.js";
import { normalizeOhaJson } from "./normalize.js";
import { ohaJsonRaw, type OhaJsonRawRun } from "./raw.js";
import { OhaJsonRecord } from "./schema.js";

/** oha -j / --output-format json: oha's records (same fields and units, unrounded), `format: "oha-json"`. */
export const ohaJsonFormat: FormatDefinition<OhaJsonRecord, OhaJsonRawRun> = {
  name: "oha-json",
  description: "oha -j / --output-format json (its summary document, 2022 to 1.15: first-byte stats since 1.13, metrics since 1.15) as oha's records, unrounded",
  records: "one per run (as oha's text records)",
  role: "load-test",
  priority: 88,
  grammar: ohaJsonGrammar,
  testing: { samples: "samples/oha-json", files: /\.json$/ },
  detect: detectOhaJson,
  parseRaw: ohaJsonRaw,
  normalize: normalizeOhaJson,
  schema: OhaJsonRecord,
  summarize: (record) => summarizeOha(record as unknown as OhaRecord),
  metrics: ohaMetrics as unknown as FormatMetrics<OhaJsonRecord>,
  report: {
    notes: ["oha-json: as oha's text (requests = status codes + errors, deadline aborts included; successful = 2xx), its numbers unrounded."],
  },
  // the command line pasted before the output (`$ oha -j -z 10s URL`) is context, not output
  command: { programs: [ohaProgram] },
  // Pieces: each JSON document (a log of runs read in bounded memory); a command line between two is the next one's.
  stream: { cutter: jsonDocumentsCutter },
  // One row per percentile, with the run's headline numbers beside it.
  csvRows: percentileRows,
};
