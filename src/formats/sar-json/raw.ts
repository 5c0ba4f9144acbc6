import { member, scalarText, type JsonValue } from "../../../grammars/kit/json.js";
import { ParseError } from "../../api/errors.js";
import { KEY_COLUMNS } from "../sar/columns.js";
import { flatMembers, readSysstatJson, type SysstatJsonHost } from "../sysstat/json.js";
import type { RowReportRawHeader, RowReportRawRow } from "../sysstat/row-report-raw.js";
import type { ParseContext } from "../types.js";
import { ACTIVITIES, GROUPS, type SarTable } from "./activities.js";

/**
 * sadf -j's raw records: the strings as printed, as sar's raw records are (src/formats/sar/raw.ts), so that sar's
 * reader types them: `header` from the host's members, one `row` per sar table row a sample's activity makes (its
 * columns named as sar prints them, src/formats/sar-json/activities.ts), `restart` and `comment` from the host's
 * `restarts` and `comments`. Each row and event carries the sample's `date` (sadf prints one per sample).
 */
export type SarJsonRawRecord = RowReportRawHeader | SarJsonRawRow | SarJsonRawRestart | SarJsonRawComment;

export interface SarJsonRawRow extends RowReportRawRow {
  /** The sample's `"date"` as printed (`2026-12-06`). */
  date: string;
  /** Members sadf -j prints that sar does not (the disk's sectors, avgrq-sz): as printed, in no typed field. */
  jsonOnly?: Record<string, string>;
  /** What the sample's records must say: a repaired JSON bug, a sample the output ends inside. */
  warnings?: string[];
}

export interface SarJsonRawRestart {
  kind: "restart";
  offset: number;
  date: string;
  time: string;
  cpuCount?: string;
}

export interface SarJsonRawComment {
  kind: "comment";
  offset: number;
  date: string;
  time: string;
  text: string;
}

/** Shared column arrays, one per distinct column list (sar's reader works a header out once per array). */
const columnLists = new Map<string, string[]>();

function columnsOf(columns: string[]): string[] {
  const key = columns.join("\u0000");
  let shared = columnLists.get(key);
  if (shared === undefined) {
    // (bounded: an input of endless distinct member sets does not grow it for ever)
    if (columnLists.size >= 4096) columnLists.clear();
    columnLists.set(key, columns);
    shared = columns;
  }
  return shared;
}

/** Reads a piece of a sadf -j document into raw records (see SarJsonRawRecord). */
export function sarJsonRaw(ctx: ParseContext): SarJsonRawRecord[] {
  const piece = readSysstatJson(ctx, "sar-json", "sadf -j");
  const out: SarJsonRawRecord[] = [];
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "sar-json", source: ctx.source, text: ctx.text, offset, message });
  };
  let blocks = 0;
  for (const { host, samples } of piece.hosts) {
    out.push(headerOf(host, fail));
    for (const { object, warnings } of samples) {
      const stamp = member(object, "timestamp");
      if (stamp?.type !== "object" || !stamp.closed) {
        if (!object.closed) continue;
        return fail(object.offset, "a sample without its \"timestamp\": {\"date\", \"time\"} (not sadf -j's)");
      }
      const date = scalarText(member(stamp, "date"));
      const time = scalarText(member(stamp, "time"));
      if (date === undefined || time === undefined) return fail(stamp.offset, "a sample's timestamp without its \"date\" or \"time\"");
      const rows: SarJsonRawRow[] = [];
      for (let k = 0; k < object.keys.length; k++) {
        const key = object.keys[k]!;
        const value = object.values[k]!;
        if (key === "timestamp" || !complete(value)) continue;
        if (GROUPS.has(key) && value.type === "object") {
          for (let j = 0; j < value.keys.length; j++) if (complete(value.values[j]!)) activityRows(`${key}/${value.keys[j]}`, value.values[j]!, rows);
        } else activityRows(key, value, rows);
      }
      // (a sample cut before any complete activity gives nothing: its warning would have no record)
      if (warnings !== undefined) for (const r of rows) r.warnings = warnings;
      for (const r of rows) out.push(r);

      function activityRows(path: string, value: JsonValue, into: SarJsonRawRow[]): void {
        const tables = ACTIVITIES.get(path) ?? [{ columns: [], rest: true }];
        const items = value.type === "array" ? value.items : [value];
        for (const item of items) {
          if (item.type === "object") {
            if (item.closed) rowsOf(tables, flatMembers(item), into);
          } else if (item.type !== "array" && value.type !== "array") {
            // a scalar activity (a future sysstat's): one column of its own name
            into.push(row(columnsOf([path.replace(/^.*\//, "")]), [item.text], [item.offset], undefined, undefined));
          }
        }
      }

      function rowsOf(tables: readonly SarTable[], members: Map<string, { text: string; offset: number }>, into: SarJsonRawRow[]): void {
        const used = new Set<string>();
        for (const t of tables) {
          if (t.item) used.add(t.item[0]);
          for (const [m] of t.columns) used.add(m);
          for (const m of t.jsonOnly ?? []) used.add(m);
        }
        for (const t of tables) {
          const cols: string[] = [];
          const values: string[] = [];
          const offsets: number[] = [];
          if (t.item) {
            const item = members.get(t.item[0]);
            if (item === undefined) continue;
            cols.push(t.item[1]);
            values.push(item.text);
            offsets.push(item.offset);
          }
          const start = cols.length;
          for (const [m, col] of t.columns) {
            const v = members.get(m);
            if (v === undefined || cols.includes(col)) continue;
            cols.push(col);
            values.push(v.text);
            offsets.push(v.offset);
          }
          if (t.rest) {
            for (const [m, v] of members) {
              if (used.has(m)) continue;
              cols.push(t.percentRest ? `%${m}` : m);
              values.push(v.text);
              offsets.push(v.offset);
            }
          }
          if (cols.length === start) continue;
          let jsonOnly: Record<string, string> | undefined;
          for (const m of t.jsonOnly ?? []) {
            const v = members.get(m);
            if (v !== undefined) (jsonOnly ??= {})[m] = v.text;
          }
          into.push(row(columnsOf(cols), values, offsets, t.item !== undefined && KEY_COLUMNS.has(t.item[1]) ? 0 : undefined, jsonOnly));
        }
      }

      function row(columns: string[], values: string[], valueOffsets: number[], keyIndex: number | undefined, jsonOnly: Record<string, string> | undefined): SarJsonRawRow {
        const r: SarJsonRawRow = { kind: "row", offset: valueOffsets[0] ?? object.offset, time: time!, date: date!, block: { index: blocks++, offset: object.offset }, columns, values, valueOffsets };
        if (keyIndex !== undefined) r.keyIndex = keyIndex;
        if (jsonOnly !== undefined) r.jsonOnly = jsonOnly;
        return r;
      }
    }
    events(host, out, fail);
  }
  return out;
}

/** Whether a value is complete (an object or array the input ends inside is not). */
function complete(value: JsonValue): boolean {
  return (value.type !== "object" && value.type !== "array") || value.closed;
}

/** The report header sar would print for this host: `Linux 6.1.0 (host) \t2026-12-06 \t_x86_64_\t(2 CPU)`. */
function headerOf(host: SysstatJsonHost, fail: (offset: number, message: string) => never): RowReportRawHeader {
  const f = host.fields;
  const dateValue = member(host.object, "file-date") ?? member(host.object, "date");
  if (f["sysname"] === undefined || dateValue === undefined || dateValue.type === "object" || dateValue.type === "array") {
    return fail(host.object.offset, 'a host without "sysname" and "file-date" (not sadf -j\'s)');
  }
  return {
    kind: "header",
    offset: host.object.offset,
    os: f["sysname"],
    release: f["release"] ?? "",
    ...(f["nodename"] !== undefined ? { hostname: f["nodename"] } : {}),
    date: dateValue.text,
    dateOffset: dateValue.offset,
    ...(f["machine"] !== undefined ? { architecture: f["machine"] } : {}),
    ...(f["number-of-cpus"] !== undefined ? { cpuCount: f["number-of-cpus"] } : {}),
  };
}

/** The host's `restarts` (`{"boot": {"date", "time", "cpu_count"}}`) and `comments` (`{"comment": {..., "com"}}`). */
function events(host: SysstatJsonHost, out: SarJsonRawRecord[], fail: (offset: number, message: string) => never): void {
  for (const [list, inner] of [
    ["restarts", "boot"],
    ["comments", "comment"],
  ] as const) {
    const value = member(host.object, list);
    if (value?.type !== "array") continue;
    for (const item of value.items) {
      const event = item.type === "object" && item.closed ? member(item, inner) : undefined;
      if (event?.type !== "object" || !event.closed) {
        if (item.type === "object" && !item.closed) continue;
        return fail(item.offset, `an item of "${list}" without its "${inner}": {"date", "time", ...}`);
      }
      const date = scalarText(member(event, "date"));
      const time = scalarText(member(event, "time"));
      if (date === undefined || time === undefined) return fail(event.offset, `a "${inner}" without its "date" or "time"`);
      if (inner === "boot") {
        const cpus = scalarText(member(event, "cpu_count"));
        out.push({ kind: "restart", offset: event.offset, date, time, ...(cpus !== undefined ? { cpuCount: cpus } : {}) });
      } else out.push({ kind: "comment", offset: event.offset, date, time, text: scalarText(member(event, "com")) ?? "" });
    }
  }
}
