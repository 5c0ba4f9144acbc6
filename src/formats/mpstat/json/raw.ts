import { member, scalarText } from "../../../../grammars/kit/json.js";
import { ParseError } from "../../../kit/errors.js";
import { KEY_COLUMNS } from "../columns.js";
import { hostHeader, readSysstatJson } from "../../sysstat/json.js";
import { sampleRows, type JsonActivities, type JsonTable } from "../../sysstat/json-rows.js";
import type { RowReportRawHeader, RowReportRawRow } from "../../sysstat/row-report-raw.js";
import type { ParseContext } from "../../../kit/format.js";

/**
 * mpstat -o JSON's raw records: strings as printed, as mpstat's text raw records are (the report header from the
 * host's members, one `row` per table row, columns named as mpstat prints them), so that mpstat's reader types them.
 */
export type MpstatJsonRawRecord = RowReportRawHeader | MpstatJsonRawRow;

export interface MpstatJsonRawRow extends RowReportRawRow {
  /** What the sample's records must say: a repaired JSON bug, a sample the output ends inside. */
  warnings?: string[];
}

const CPU: JsonTable = {
  item: ["cpu", "CPU"],
  // -T: the topology columns, printed empty for the `all` row
  columns: [
    ["core", "CORE"],
    ["socket", "SOCK"],
    ["node", "NODE"],
  ],
  blankIsNull: true,
  rest: true,
  percentRest: true,
};

/** mpstat's activities as its text tables (mpstat.c's write_json_*; checked against `mpstat -A` of the same version). */
const MPSTAT_ACTIVITIES: JsonActivities = {
  tables: new Map<string, readonly JsonTable[]>([
    ["cpu-load", [CPU]],
    ["node-load", [{ item: ["node", "NODE"], columns: [], rest: true, percentRest: true }]],
    ["sum-interrupts", [{ item: ["cpu", "CPU"], columns: [["intr", "intr/s"]], rest: true }]],
    ["individual-interrupts", [{ item: ["cpu", "CPU"], columns: [], named: "intr", rest: true }]],
    ["soft-interrupts", [{ item: ["cpu", "CPU"], columns: [], named: "intr", rest: true }]],
  ]),
  groups: new Set(),
  keyColumns: KEY_COLUMNS,
  skip: new Set(["timestamp"]),
};

/** Reads a piece of an mpstat -o JSON document into raw records. */
export function mpstatJsonRaw(ctx: ParseContext): MpstatJsonRawRecord[] {
  const piece = readSysstatJson(ctx, "mpstat-json", "mpstat -o JSON");
  const out: MpstatJsonRawRecord[] = [];
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "mpstat-json", source: ctx.source, text: ctx.text, offset, message });
  };
  for (const { host, samples } of piece.hosts) {
    const header = hostHeader(host, ["date"]);
    if (header === undefined) return fail(host.object.offset, 'a host without "sysname" and "date" (not mpstat\'s JSON)');
    out.push(header);
    for (const { object, warnings } of samples) {
      const time = scalarText(member(object, "timestamp"));
      if (time === undefined) {
        if (!object.closed) continue;
        return fail(object.offset, 'a sample without its "timestamp": "HH:MM:SS" (mpstat 11.6 printed none with -P ON: sysstat #216)');
      }
      // a complete sample with none of mpstat's activities is another tool's (pidstat -o JSON's samples have the same clock)
      if (object.closed && !object.keys.some((k) => MPSTAT_ACTIVITIES.tables.has(k))) {
        return fail(object.offset, `a sample without any of mpstat's activities (${[...MPSTAT_ACTIVITIES.tables.keys()].join(", ")}): not mpstat's JSON`);
      }
      for (const r of sampleRows(object, MPSTAT_ACTIVITIES)) {
        const raw: MpstatJsonRawRow = { kind: "row", offset: r.valueOffsets[0] ?? object.offset, time, block: { offset: object.offset }, columns: r.columns, values: r.values, valueOffsets: r.valueOffsets };
        if (r.keyIndex !== undefined) raw.keyIndex = r.keyIndex;
        if (warnings !== undefined) raw.warnings = warnings;
        out.push(raw);
      }
    }
  }
  return out;
}
