import { member, scalarText } from "../../../../grammars/kit/json.js";
import { ParseError } from "../../../kit/errors.js";
import { KEY_COLUMNS } from "../columns.js";
import { hostHeader, readSysstatJson, type SysstatJsonHost } from "../../sysstat/json.js";
import { sampleRows, type JsonActivities } from "../../sysstat/json-rows.js";
import type { RowReportRawHeader } from "../../sysstat/row-report-raw.js";
import type { SadfRawComment, SadfRawRestart, SadfRawRow } from "../../sysstat/sadf.js";
import type { ParseContext } from "../../../kit/format.js";
import { ACTIVITIES, GROUPS } from "./activities.js";

const SAR_ACTIVITIES: JsonActivities = { tables: ACTIVITIES, groups: GROUPS, keyColumns: KEY_COLUMNS, skip: new Set(["timestamp"]) };

/**
 * sadf -j's raw records: the strings as printed, as sar's raw records are (src/formats/sar/raw.ts), so that sar's
 * reader types them: `header` from the host's members, one `row` per sar table row a sample's activity makes (its
 * columns named as sar prints them, src/formats/sar/json/activities.ts), `restart` and `comment` from the host's
 * `restarts` and `comments`. Each row and event carries the sample's `date` (sadf prints one per sample).
 */
export type SarJsonRawRecord = RowReportRawHeader | SarJsonRawRow | SadfRawRestart | SadfRawComment;

export interface SarJsonRawRow extends SadfRawRow {
  /** Members sadf -j prints that sar does not (the disk's sectors, avgrq-sz): as printed, in no typed field. */
  jsonOnly?: Record<string, string>;
}

/** Reads a piece of a sadf -j document into raw records (see SarJsonRawRecord). */
export function sarJsonRaw(ctx: ParseContext): SarJsonRawRecord[] {
  const piece = readSysstatJson(ctx, "sar-json", "sadf -j");
  const out: SarJsonRawRecord[] = [];
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "sar-json", source: ctx.source, text: ctx.text, offset, message });
  };
  for (const { host, samples } of piece.hosts) {
    const header = hostHeader(host, ["file-date", "date"]);
    if (header === undefined) return fail(host.object.offset, 'a host without "sysname" and "file-date" (not sadf -j\'s)');
    out.push(header);
    for (const { object, warnings } of samples) {
      const stamp = member(object, "timestamp");
      if (stamp?.type !== "object" || !stamp.closed) {
        if (!object.closed) continue;
        return fail(object.offset, "a sample without its \"timestamp\": {\"date\", \"time\"} (not sadf -j's)");
      }
      const date = scalarText(member(stamp, "date"));
      const time = scalarText(member(stamp, "time"));
      if (date === undefined || time === undefined) return fail(stamp.offset, "a sample's timestamp without its \"date\" or \"time\"");
      // (a sample cut before any complete activity gives nothing: its warning would have no record)
      for (const r of sampleRows(object, SAR_ACTIVITIES)) {
        const raw: SarJsonRawRow = { kind: "row", offset: r.valueOffsets[0] ?? object.offset, time, date, block: { offset: object.offset }, columns: r.columns, values: r.values, valueOffsets: r.valueOffsets };
        if (r.keyIndex !== undefined) raw.keyIndex = r.keyIndex;
        if (r.jsonOnly !== undefined) raw.jsonOnly = r.jsonOnly;
        if (warnings !== undefined) raw.warnings = warnings;
        out.push(raw);
      }
    }
    events(host, out, fail);
  }
  return out;
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
