import { pidstatJsonGrammar } from "../../../../grammars/pidstat-json/parser.js";
import { pidstatProgram } from "../../sysstat/command.js";
import { sysstatJsonCutter } from "../../sysstat/json.js";
import type { FormatDefinition } from "../../../kit/format.js";
import { pidstatOptions } from "../options.js";
import { detectPidstatJson } from "./detect.js";
import { pidstatJsonSignature } from "./extract.js";
import { normalizePidstatJson } from "./normalize.js";
import { pidstatJsonRaw, type PidstatJsonRawRecord } from "./raw.js";
import { PidstatJsonRecord } from "./schema.js";

/** pidstat -o JSON (sysstat 12.7.7+): pidstat's records (same sections, fields, units; made by pidstat's reader), `format: "pidstat-json"`. */
export const pidstatJsonFormat: FormatDefinition<PidstatJsonRecord, PidstatJsonRawRecord, typeof pidstatOptions> = {
  name: "pidstat-json",
  description:
    "sysstat pidstat -o JSON (12.7.7+: -u, -r, -s, -d, -w, -v, -R, -T CHILD, -t threads) as pidstat's records; repairs sysstat's JSON bugs with a warning (a stray or missing comma, a document cut off by an interrupt)",
  records: "header, one per task of each activity of each sample (as pidstat's text records)",
  role: "monitor",
  priority: 27,
  grammar: pidstatJsonGrammar,
  options: pidstatOptions,
  testing: { samples: "samples/pidstat-json", files: /\.json$/ },
  detect: detectPidstatJson,
  parseRaw: pidstatJsonRaw,
  normalize: normalizePidstatJson,
  schema: PidstatJsonRecord,
  extract: pidstatJsonSignature,
  // the command line pasted before the output (`$ pidstat -o JSON -t -p ALL 1 3`) is context, not output
  command: { programs: [pidstatProgram] },
  // Pieces: the document's head up to the statistics is given again before each; a piece may end after each sample.
  stream: { cutter: sysstatJsonCutter },
};
