import { bombardierJsonGrammar } from "../../../../grammars/bombardier-json/parser.js";
import type { FormatDefinition } from "../../../kit/format.js";
import type { FormatMetrics } from "../../../kit/metrics/types.js";
import { jsonValuesCutter } from "../../load-test/json.js";
import { bombardierProgram } from "../../../kit/programs.js";
import { INTRO } from "../lines.js";
import { bombardierMetrics } from "../metrics.js";
import type { BombardierRecord } from "../schema.js";
import { summarizeBombardier } from "../summary.js";
import { detectBombardierJson } from "./detect.js";
import { normalizeBombardierJson } from "./normalize.js";
import { bombardierJsonRaw, type BombardierJsonRawRun } from "./raw.js";
import { BombardierJsonRecord } from "./schema.js";

/** The line of a bombardier -o json document (the template prints it on one line). */
const DOCUMENT_LINE = /^\s*\{\s*"spec"\s*:\s*\{\s*"numberOfConnections"\s*:/;

/** bombardier -o json / -o j: bombardier's records (same fields and units), `format: "bombardier-json"`. */
export const bombardierJsonFormat: FormatDefinition<BombardierJsonRecord, BombardierJsonRawRun> = {
  name: "bombardier-json",
  description: "bombardier -o json (its template's {\"spec\", \"result\"} document, with --print result or after the default intro and progress lines) as bombardier's records",
  records: "one per run (as bombardier's text records)",
  role: "load-test",
  priority: 89,
  grammar: bombardierJsonGrammar,
  testing: { samples: "samples/bombardier-json", files: /\.(?:json|txt)$/ },
  detect: detectBombardierJson,
  parseRaw: bombardierJsonRaw,
  normalize: normalizeBombardierJson,
  schema: BombardierJsonRecord,
  summarize: (record) => summarizeBombardier(record as unknown as BombardierRecord),
  metrics: bombardierMetrics as unknown as FormatMetrics<BombardierJsonRecord>,
  report: {
    notes: [
      "bombardier-json: requests are the responses counted by status class plus the errors; requests/s is the mean of its rps samples; Throughput ((bytesRead + bytesWritten) / timeTakenSeconds, as bombardier computes it) is not in the bytes/s column.",
    ],
  },
  extract: { start: [DOCUMENT_LINE], lead: [INTRO], body: [], hardStart: [DOCUMENT_LINE] },
  // the command line pasted before the output (`$ bombardier -o json -c 125 URL`) is context, not output
  command: { programs: [bombardierProgram] },
  // Pieces: each document; a next run's intro line starts the next piece.
  stream: { cutter: jsonValuesCutter },
};
