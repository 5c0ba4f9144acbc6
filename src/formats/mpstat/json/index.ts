import { mpstatJsonGrammar } from "../../../../grammars/mpstat-json/parser.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import { mpstatProgram } from "../../sysstat/command.js";
import { mpstatMetrics } from "../metrics.js";
import { mpstatOptions } from "../options.js";
import { sysstatJsonCutter } from "../../sysstat/json.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { mpstatJsonSignature } from "./extract.js";
import { detectMpstatJson } from "./detect.js";
import { normalizeMpstatJson } from "./normalize.js";
import { mpstatJsonRaw, type MpstatJsonRawRecord } from "./raw.js";
import { MpstatJsonRecord } from "./schema.js";

/** mpstat -o JSON: mpstat's records (same sections, fields, units; made by mpstat's reader), `format: "mpstat-json"`. */
export const mpstatJsonFormat: FormatDefinition<MpstatJsonRecord, MpstatJsonRawRecord, typeof mpstatOptions> = {
  name: "mpstat-json",
  description: "sysstat mpstat -o JSON (CPU, node, interrupt reports) as mpstat's records; repairs sysstat's JSON bugs with a warning (a stray or missing comma, a document cut off by an interrupt)",
  records: "header, one per row of each sample (as mpstat's text records)",
  role: "monitor",
  priority: 25,
  grammar: mpstatJsonGrammar,
  options: mpstatOptions,
  testing: { samples: "samples/mpstat-json", files: /\.json$/ },
  detect: detectMpstatJson,
  parseRaw: mpstatJsonRaw,
  normalize: normalizeMpstatJson,
  schema: MpstatJsonRecord,
  extract: mpstatJsonSignature,
  metrics: mpstatMetrics as unknown as FormatMetrics<MpstatJsonRecord>,
  // the command line pasted before the output (`$ mpstat -o JSON -P ALL 1 3`) is context, not output
  command: { programs: [mpstatProgram] },
  // Pieces: the document's head up to the statistics is given again before each; a piece may end after each sample.
  stream: { cutter: sysstatJsonCutter },
};
