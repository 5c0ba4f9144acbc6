import { wrkGrammar } from "../../../grammars/wrk/parser.js";
import { wrkLines } from "../../../grammars/wrk/rows.js";
import { runGrammar, runGrammarCut } from "../../kit/grammar.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectWrk } from "./detect.js";
import { wrkOptionsFromCommand, wrkProgram, wrkSignature } from "./extract.js";
import { wrkOptions } from "./options.js";
import { gluedCuts, MESSAGE, PERCENTILE_ROW, RUN_LINES, RUNNING, USAGE, VERSION } from "./lines.js";
import { normalizeWrk } from "./normalize.js";
import { groupRuns, WRK_COMMAND, type WrkRawRun } from "./raw.js";
import { WrkRecord } from "./schema.js";
import { summarizeWrk } from "./summary.js";
import { wrkMetrics } from "./metrics.js";

/** Lines that begin a run once a run has begun (as groupRuns splits them). */
const NEXT_RUN = [RUNNING, VERSION, USAGE, MESSAGE, WRK_COMMAND];
/** Lines that show a run has begun (its Running line or a result; a percentile-like line may be script output). */
const BEGUN = RUN_LINES.filter((re) => re !== PERCENTILE_ROW);

export const wrkFormat: FormatDefinition<WrkRecord, WrkRawRun, typeof wrkOptions> = {
  name: "wrk",
  description: "wrk 4.x (and 1.x-3.x) and wrk2 text summary: one record per run, --latency, wrk2's HdrHistogram blocks and calibration, socket errors, Lua script output",
  records: "one per run",
  role: "load-test",
  priority: 85,
  grammar: wrkGrammar,
  options: wrkOptions,
  testing: { samples: "samples/wrk" },
  detect: detectWrk,
  parseRaw(ctx) {
    // lines a copy glued together are read as the lines they were (src/formats/wrk/lines.ts GLUED); the usual lines
    // are read by hand (grammars/wrk/rows.ts, pinned to the grammar by test/wrk/rows.test.ts)
    const cuts = gluedCuts(ctx.text);
    const lines = cuts.length === 0 ? wrkLines(ctx.text, (text) => runGrammar(wrkGrammar, text, "wrk", ctx.source)) : runGrammarCut(wrkGrammar, ctx.text, "wrk", ctx.source, cuts);
    return groupRuns(lines, ctx.text, cuts);
  },
  normalize: normalizeWrk,
  schema: WrkRecord,
  summarize: summarizeWrk,
  metrics: wrkMetrics,
  report: {
    notes: [
      "wrk: requests are completed responses (non-2xx included); successful excludes `Non-2xx or 3xx responses` (status above 399); socket errors are not requests.",
    ],
  },
  extract: wrkSignature,
  // the command line pasted before the output (`$ wrk -t12 -c400 -d30s URL`) is context, not output
  command: { programs: [wrkProgram], fromCommand: wrkOptionsFromCommand },
  // Pieces: once a run has begun, its next Running line, -v banner, message or pasted command line starts another.
  // CSV: one row per run (percentile columns), without wrk2's spectrum rows and per-thread calibration lines (a run
  // of 64 threads would be 128 columns; the JSON output has them); the spectra's footers stay.
  csvRows: (r) => {
    const { calibration: _calibration, latencySpectrum, uncorrectedLatencySpectrum, ...row } = r;
    const footer = (s: typeof latencySpectrum) => (s === undefined ? undefined : (({ rows: _rows, ...rest }) => rest)(s));
    return [{ ...row, ...(latencySpectrum ? { latencySpectrum: footer(latencySpectrum) } : {}), ...(uncorrectedLatencySpectrum ? { uncorrectedLatencySpectrum: footer(uncorrectedLatencySpectrum) } : {}) }];
  },
  stream: {
    damage: "line",
    cutter() {
      let begun = false;
      return {
        line(line) {
          if (begun && NEXT_RUN.some((re) => re.test(line))) {
            begun = RUNNING.test(line);
            return Cut.start;
          }
          if (!begun && BEGUN.some((re) => re.test(line))) begun = true;
          return Cut.none;
        },
      };
    },
  },
};
