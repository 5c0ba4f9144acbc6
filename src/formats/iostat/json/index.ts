import { iostatJsonGrammar } from "../../../../grammars/iostat-json/parser.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import { sysstatJsonCutter } from "../../sysstat/json.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { iostatProgram } from "../../sysstat/command.js";
import { iostatMetrics } from "../metrics.js";
import { iostatOptions } from "../options.js";
import { detectIostatJson } from "./detect.js";
import { iostatJsonSignature } from "./extract.js";
import { normalizeIostatJson } from "./normalize.js";
import { iostatJsonRaw, type IostatJsonRawRecord } from "./raw.js";
import { IostatJsonRecord } from "./schema.js";

/** iostat -o JSON: iostat's records (same kinds, fields, units; made by iostat's reader), `format: "iostat-json"`. */
export const iostatJsonFormat: FormatDefinition<IostatJsonRecord, IostatJsonRawRecord, typeof iostatOptions> = {
  name: "iostat-json",
  description:
    "sysstat iostat -o JSON (-x, -d, -c, -k/-m, -p, -g groups, -t) as iostat's records; repairs sysstat's JSON bugs with a warning (a stray or missing comma, a document cut off by an interrupt)",
  records: "header, one per avg-cpu object and one per disk item, each with its report number (as iostat's text records)",
  role: "monitor",
  priority: 26,
  grammar: iostatJsonGrammar,
  options: iostatOptions,
  testing: { samples: "samples/iostat-json", files: /\.json$/ },
  detect: detectIostatJson,
  parseRaw: iostatJsonRaw,
  normalize: normalizeIostatJson,
  schema: IostatJsonRecord,
  extract: iostatJsonSignature,
  metrics: iostatMetrics as unknown as FormatMetrics<IostatJsonRecord>,
  // the command line pasted before the output (`$ iostat -o JSON -x 1 3`) is context, not output
  command: { programs: [iostatProgram] },
  // Pieces: the document's head up to the statistics is given again before each; a piece may end after each sample.
  stream: { cutter: sysstatJsonCutter },
};
