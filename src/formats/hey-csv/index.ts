import { heyCsvGrammar } from "../../../grammars/hey-csv/parser.js";
import { ParseError } from "../../kit/errors.js";
import { rowsByHand } from "../../../grammars/kit/rows.js";
import { runGrammar } from "../../kit/grammar.js";
import { scaleDecimal } from "../../normalize/decimal-scale.js";
import { inSchema } from "../../normalize/in-schema.js";
import { parseInteger } from "../../normalize/number.js";
import { heyProgram } from "../../kit/programs.js";
import { headerRowsCutter, type FormatDefinition, type ParseContext } from "../../kit/format.js";
import { HeyCsvRecord } from "./schema.js";

/**
 * hey's CSV header (requester/print.go `csvTmpl`): six timing columns, then `status-code` (since 9fdda5a) and `offset`
 * (since 3dd8421), both 2018-09.
 */
const TIMINGS = ["response-time", "DNS+dialup", "DNS", "Request-write", "Response-delay", "Response-read"] as const;
const HEADERS = [TIMINGS.join(","), `${TIMINGS.join(",")},status-code`, `${TIMINGS.join(",")},status-code,offset`];
const HEADER = /^\s*response-time,DNS\+dialup,DNS,Request-write,Response-delay,Response-read(?:,status-code(?:,offset)?)?\s*$/;
/** A row as `%4.4f` and `%d` write it. */
const ROW = /^\d+\.\d{4}(?:,\d+\.\d{4}){5}(?:,\d+(?:,\d+\.\d{4})?)?\s*$/;

/** One row's cells as written (the `raw` output). */
export interface HeyCsvRaw {
  format: "hey-csv";
  cells: string[];
}

/** Where each row of a parseRaw result starts in its text (one list per piece). */
const rowOffsets = new WeakMap<HeyCsvRaw[], number[]>();

export const heyCsvFormat: FormatDefinition<HeyCsvRecord, HeyCsvRaw> = {
  name: "hey-csv",
  description: "hey -o csv, one row per successful request (response-time, DNS+dialup, DNS, Request-write, Response-delay, Response-read, status-code, offset)",
  records: "one per request",
  role: "side-output",
  priority: 67,
  grammar: heyCsvGrammar,
  testing: { samples: "samples/hey", files: /\.csv$/ },
  detect: (text) => (text.slice(0, 512).split("\n").some((l) => HEADER.test(l)) ? 1 : 0),
  parseRaw(ctx) {
    const raws: HeyCsvRaw[] = [];
    const offsets: number[] = [];
    readRows(ctx, (cells, offset) => {
      raws.push({ format: "hey-csv", cells });
      offsets.push(offset);
    });
    rowOffsets.set(raws, offsets);
    return raws;
  },
  normalize(raws, ctx) {
    const offsets = rowOffsets.get(raws);
    return raws.map((r, i) => toRecord(ctx, r.cells, offsets?.[i] ?? 0));
  },
  schema: HeyCsvRecord,
  extract: {
    start: [HEADER],
    body: [HEADER, ROW],
  },
  // the command line pasted before the output (`$ hey -o csv ...`) is context, not output
  command: { programs: [heyProgram] },
  // Pieces: the header line (given before each), then batches of rows; a row is complete at its line end.
  stream: {
    damage: "line",
    cutter: headerRowsCutter(HEADER),
  },
};

/** Checks the header row, then gives each data row's cells and where the row starts. */
function readRows(ctx: ParseContext, each: (cells: string[], offset: number) => void): void {
  const { texts, offsets } = rowsByHand(ctx.text) ?? runGrammar(heyCsvGrammar, ctx.text, "hey-csv", ctx.source);
  const fail = (i: number, message: string): never => {
    throw new ParseError({ format: "hey-csv", source: ctx.source, text: ctx.text, offset: offsets[i] ?? 0, message });
  };
  const header = texts[0]?.trim();
  const columns = header === undefined ? -1 : HEADERS.indexOf(header);
  if (columns === -1) fail(0, `expected hey's CSV header ${HEADERS[2]} (or its first 6 or 7 columns)`);
  const width = TIMINGS.length + columns;
  for (let i = 1; i < texts.length; i++) {
    const cells = texts[i]!.split(",").map((c) => c.trim());
    if (cells.length !== width) fail(i, `expected ${width} comma-separated cells, found ${cells.length}`);
    each(cells, offsets[i]!);
  }
}

function toRecord(ctx: ParseContext, cells: string[], offset: number): HeyCsvRecord {
  try {
    const ms = (i: number): number => scaleDecimal(cells[i]!, 3);
    const rec: HeyCsvRecord = {
      format: "hey-csv",
      responseTimeMs: ms(0),
      dnsDialupMs: ms(1),
      dnsMs: ms(2),
      requestWriteMs: ms(3),
      responseDelayMs: ms(4),
      responseReadMs: ms(5),
    };
    if (cells.length > 6) rec.statusCode = inSchema(HeyCsvRecord.shape.statusCode, parseInteger(cells[6]!));
    if (cells.length > 7) rec.offsetSeconds = scaleDecimal(cells[7]!, 0);
    return rec;
  } catch (err) {
    throw new ParseError({ format: "hey-csv", source: ctx.source, text: ctx.text, offset, message: (err as Error).message });
  }
}
