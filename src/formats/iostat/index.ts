import { iostatGrammar } from "../../../grammars/iostat/parser.js";
import { sysstatLines } from "../../../grammars/sysstat/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { awaitsDateEvidence, dateEvidence, headerDateText } from "../sysstat/date-order.js";
import { REPORT_HEADER_LINE } from "../sysstat/header.js";
import { Cut, type FormatDefinition } from "../../kit/format.js";
import { detectIostat } from "./detect.js";
import { iostatProgram } from "../sysstat/command.js";
import { iostatSignature } from "./extract.js";
import { iostatMetrics } from "./metrics.js";
import { normalizeIostat } from "./normalize.js";
import { iostatOptions } from "./options.js";
import { assembleRaw, timestampOf, type IostatRawRecord } from "./raw.js";
import { IostatRecord } from "./schema.js";

export type { IostatOptions } from "./normalize.js";

const BLOCK_HEADER = /^(?:avg-cpu:\s|Device:?\s+\S|\s*(?:tps|r\/s|w\/s|d\/s|f\/s)\s.*\sDevice\s*$)/;
const NUMBER_CELL = /(?:^|[ \t])[-+]?\d+(?:[.,]\d+)?[%BkKMGTP]?(?=[ \t]|$)/;

export const iostatFormat: FormatDefinition<IostatRecord, IostatRawRecord, typeof iostatOptions> = {
  name: "iostat",
  description:
    "sysstat iostat reports (default, -x extended, -d/-c, -k/-m, -t, -p, -N, -h, -s, -z, -g groups; sysstat 9 to 12.7 column sets, `Device:` with and without the colon; any locale)",
  records: "header, one per avg-cpu block and one per device row, each with its report number",
  role: "monitor",
  priority: 22,
  grammar: iostatGrammar,
  options: iostatOptions,
  testing: { samples: "samples/iostat" },
  detect: detectIostat,
  parseRaw(ctx) {
    return assembleRaw(sysstatLines(ctx.text, (text) => runGrammar(iostatGrammar, text, "iostat", ctx.source)), ctx);
  },
  normalize: normalizeIostat,
  schema: IostatRecord,
  extract: iostatSignature,
  metrics: iostatMetrics,
  command: { programs: [iostatProgram] },
  // Pieces: the report header goes before every piece; a report starts at its -t line (or at its avg-cpu: header,
  // or Device header, when it has none: the normalizer counts reports in its state); a Device header row is given
  // again before the later pieces cut inside its table, and a values row is complete at its line end. While the
  // header's date is ambiguous, nothing is cut until the first values row that tells the locale and the end of its
  // table (src/formats/sysstat/date-order.ts): the header is read with those rows, whatever the cutting.
  stream: {
    damage: "line",
    batchStarts: true,
    cutter(options) {
      let header = false;
      let block = false;
      let afterTimestamp = false;
      let pendingDate = false;
      let hold = false;
      const roleOf = (line: string): Cut => {
        if (timestampOf(line) !== undefined) {
          block = false;
          afterTimestamp = true;
          return Cut.start;
        }
        if (/^avg-cpu:\s/.test(line)) {
          block = true;
          const role = afterTimestamp ? Cut.none : Cut.start;
          afterTimestamp = false;
          return role;
        }
        if (BLOCK_HEADER.test(line)) {
          block = true;
          afterTimestamp = false;
          return Cut.section;
        }
        // a name alone (sysstat 10-11 -h) belongs with the values line after it
        return block && NUMBER_CELL.test(line) ? Cut.mayEnd : Cut.none;
      };
      return {
        line(line) {
          if (REPORT_HEADER_LINE.test(line)) {
            pendingDate = awaitsDateEvidence(headerDateText(line), options.dateOrder);
            block = afterTimestamp = hold = false;
            if (!header) {
              header = true;
              return Cut.header;
            }
            return Cut.start;
          }
          if (line.trim() === "") return Cut.none;
          const role = roleOf(line);
          if (pendingDate) {
            if (role === Cut.mayEnd && dateEvidence(line) !== undefined) {
              pendingDate = false;
              hold = true;
            }
            return Cut.none;
          }
          if (hold) {
            if (role === Cut.mayEnd || role === Cut.none) return Cut.none;
            hold = false;
          }
          return role;
        },
      };
    },
  },
};
