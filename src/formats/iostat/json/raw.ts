import { member, scalarText, type JsonObject, type JsonValue } from "../../../../grammars/kit/json.js";
import { ParseError } from "../../../kit/errors.js";
import { hostHeader, readSysstatJson, flatMembers, sameColumns } from "../../sysstat/json.js";
import type { SysstatRawHeader } from "../../sysstat/header.js";
import type { ParseContext } from "../../../kit/format.js";
import { CPU_SPECS, DEVICE_SPECS } from "../columns.js";
import { timestampOf, type IostatRawBlockHeader, type IostatRawCpu, type IostatRawDevice, type IostatRawTimestamp } from "../raw.js";

/**
 * iostat -o JSON's raw records: iostat's text raw records (src/formats/iostat/raw.ts), strings as printed, made from
 * the document so that iostat's reader types them: the report header from the host's members, a `timestamp` from a
 * sample's `"timestamp"` (-t: the same `%x %X`, ISO or epoch text as the text's -t line), a `cpu-header` and `cpu`
 * row from `"avg-cpu"`, a `device-header` and one `device` row per member of `"disk"`, with the column names the
 * text prints (`"user"` is `%user`, `"util"` is `%util`, `"disk_device"` the Device column).
 */
export type IostatJsonRawRecord = SysstatRawHeader | IostatRawTimestamp | IostatRawBlockHeader | IostatJsonRawCpu | IostatJsonRawDevice;

/** What the sample's records must say: a repaired JSON bug, a sample the output ends inside, an activity not read. */
export interface IostatJsonWarnings {
  warnings?: string[];
}
export type IostatJsonRawCpu = IostatRawCpu & IostatJsonWarnings;
export type IostatJsonRawDevice = IostatRawDevice & IostatJsonWarnings;

/** The JSON's device member: the text's Device column (named `Device` as sysstat 11.5.7+ prints it). */
const DEVICE_MEMBER = "disk_device";
const DEVICE_COLUMN = "Device";

/**
 * The text's column for a member of `"avg-cpu"` (every avg-cpu column is a percentage: `user` is `%user`) or of a
 * `"disk"` item: its own name when iostat's text prints it (`r/s`, `rkB/s`, `aqu-sz`), `%` and it when that is one
 * (`rrqm` is `%rrqm`, `util` is `%util`: iostat.c's JSON drops the `%`), else its own name (a column we do not know).
 */
function cpuColumn(key: string): string {
  return CPU_SPECS.has(key) ? key : `%${key}`;
}
function deviceColumn(key: string): string {
  return !DEVICE_SPECS.has(key) && DEVICE_SPECS.has(`%${key}`) ? `%${key}` : key;
}

/** Reads a piece of an iostat -o JSON document into raw records. */
export function iostatJsonRaw(ctx: ParseContext): IostatJsonRawRecord[] {
  const piece = readSysstatJson(ctx, "iostat-json", "iostat -o JSON");
  const out: IostatJsonRawRecord[] = [];
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "iostat-json", source: ctx.source, text: ctx.text, offset, message });
  };
  let lastColumns: string[] | undefined;
  for (const { host, samples } of piece.hosts) {
    const header = hostHeader(host, ["date"]);
    if (header === undefined) return fail(host.object.offset, 'a host without "sysname" and "date" (not iostat\'s JSON)');
    out.push(header);
    for (const { object, warnings: sampleWarnings } of samples) {
      let warnings = sampleWarnings;
      const stamp = member(object, "timestamp");
      if (stamp !== undefined) {
        const text = scalarText(stamp);
        const read = text === undefined ? undefined : timestampOf(text);
        if (read === undefined) return fail(stamp.offset, `a "timestamp" iostat -t does not print: ${JSON.stringify(text ?? stamp.type)}`);
        out.push({ kind: "timestamp", offset: stamp.offset, ...read });
      }
      // (the rows are pushed in the document's order; their warnings are set once the whole sample is seen)
      const rows: (IostatJsonRawCpu | IostatJsonRawDevice)[] = [];
      let cpu = false;
      for (let k = 0; k < object.keys.length; k++) {
        const key = object.keys[k]!;
        const value = object.values[k]!;
        if (key === "timestamp" || !complete(value)) continue;
        if (key === "avg-cpu" && value.type === "object") {
          const row: IostatJsonRawCpu = { kind: "cpu", offset: value.offset, ...cells(value, cpuColumn) };
          out.push({ kind: "cpu-header", offset: value.offset, columns: row.columns }, row);
          rows.push(row);
          cpu = true;
        } else if (key === "disk" && value.type === "array") {
          // the header of the sample's device table: the columns of its first device (each row keeps its own); it
          // starts the sample's report when neither a timestamp nor avg-cpu did (-d without -t)
          const first = value.items.find((d): d is JsonObject => d.type === "object" && d.closed);
          const block: IostatRawBlockHeader = { kind: "device-header", offset: value.offset, columns: first === undefined ? [] : cells(first, deviceColumn).columns, deviceColumn: DEVICE_COLUMN };
          if (stamp === undefined && !cpu) block.startsReport = true;
          out.push(block);
          for (const d of value.items) {
            if (d.type !== "object") return fail(d.offset, 'an item of "disk" is not an object');
            const name = scalarText(member(d, DEVICE_MEMBER));
            if (name === undefined) return fail(d.offset, `a "disk" item without its "${DEVICE_MEMBER}"`);
            // `-g NAME` prints the group's name with a blank before it (" disks"), as the text does
            const group = /^\s/.test(name);
            const row: IostatJsonRawDevice = { kind: "device", offset: d.offset, device: name.trim(), deviceColumn: DEVICE_COLUMN, ...(group ? { group: true as const } : {}), ...cells(d, deviceColumn) };
            row.columns = lastColumns = sameColumns(lastColumns, row.columns);
            out.push(row);
            rows.push(row);
          }
        } else {
          (warnings = [...(warnings ?? [])]).push(`iostat -o JSON's sample has a member iostat-json does not read: ${JSON.stringify(key)} (iostat prints "timestamp", "avg-cpu" and "disk")`);
        }
      }
      if (warnings !== undefined) for (const r of rows) r.warnings = warnings;
    }
  }
  return out;
}

/** Whether a value is complete (an object or array the input ends inside is left out: its sample says it was cut). */
function complete(value: JsonValue): boolean {
  return (value.type !== "object" && value.type !== "array") || value.closed;
}

/** An object's members as a text row: the text's columns, the values as printed, their offsets (the device member left out). */
function cells(obj: JsonObject, column: (key: string) => string): Pick<IostatRawCpu, "columns" | "values" | "valueOffsets"> {
  const columns: string[] = [];
  const values: string[] = [];
  const valueOffsets: number[] = [];
  for (const [key, v] of flatMembers(obj)) {
    if (key === DEVICE_MEMBER) continue;
    columns.push(column(key));
    values.push(v.text);
    valueOffsets.push(v.offset);
  }
  return { columns, values, valueOffsets };
}
