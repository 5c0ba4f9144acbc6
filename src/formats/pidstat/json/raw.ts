import { member, scalarText, type JsonObject } from "../../../../grammars/kit/json.js";
import { ParseError } from "../../../kit/errors.js";
import { flatMembers, hostHeader, readSysstatJson } from "../../sysstat/json.js";
import type { RowReportRawHeader, RowReportRawRow } from "../../sysstat/row-report-raw.js";
import type { ParseContext } from "../../../kit/format.js";
import { SECTIONS } from "../columns.js";

/**
 * pidstat -o JSON's raw records: strings as printed, as pidstat's text raw records are (the report header from the
 * host's members, one `row` per task of each activity, columns named as pidstat's text prints them, a -t thread row
 * as the text prints it: TGID `-`, its command after `|__`), so that pidstat's reader types them.
 */
export type PidstatJsonRawRecord = RowReportRawHeader | PidstatJsonRawRow;

export interface PidstatJsonRawRow extends RowReportRawRow {
  /** What the sample's records must say: a repaired JSON bug, a sample the output ends inside. */
  warnings?: string[];
}

/** Every column pidstat's text prints (its tables, src/formats/pidstat/columns.ts). */
const TEXT_COLUMNS: ReadonlySet<string> = new Set(SECTIONS.flatMap((s) => s.columns.map((c) => c[0] as string)));
/** The members pidstat.c's write_json_* print under another name than the text's column (not a dropped `%`). */
const RENAMED: ReadonlyMap<string, string> = new Map([
  ["cpu", "%CPU"],
  ["cpu_nr", "CPU"],
  ["cmd", "Command"],
]);
/** print_json_comm's thread group leader's command (-t): not a text column; a thread row prints `|__` before its command. */
const LEADER = "leader";

/** The text's column for a member: renamed, its own name when the text prints it, `%` and it when that is a column (`usr` is `%usr`, `MEM` `%MEM`), else its own name. */
function columnOf(key: string): string {
  return RENAMED.get(key) ?? (!TEXT_COLUMNS.has(key) && TEXT_COLUMNS.has(`%${key}`) ? `%${key}` : key);
}

/** Reads a piece of a pidstat -o JSON document into raw records. */
export function pidstatJsonRaw(ctx: ParseContext): PidstatJsonRawRecord[] {
  const piece = readSysstatJson(ctx, "pidstat-json", "pidstat -o JSON");
  const out: PidstatJsonRawRecord[] = [];
  const fail = (offset: number, message: string): never => {
    throw new ParseError({ format: "pidstat-json", source: ctx.source, text: ctx.text, offset, message });
  };
  for (const { host, samples } of piece.hosts) {
    const header = hostHeader(host, ["date"]);
    if (header === undefined) return fail(host.object.offset, 'a host without "sysname" and "date" (not pidstat\'s JSON)');
    out.push(header);
    for (const { object, warnings } of samples) {
      const time = scalarText(member(object, "timestamp"));
      if (time === undefined) {
        if (!object.closed) continue;
        return fail(object.offset, 'a sample without its "timestamp" (pidstat prints the clock of each sample)');
      }
      for (let k = 0; k < object.keys.length; k++) {
        const value = object.values[k]!;
        // (an activity the input ends inside is left out: its sample says it was cut)
        if (object.keys[k] === "timestamp") continue;
        // every activity of pidstat's is a list of tasks, each opening with its user id (iostat's avg-cpu is an object, its disks have none)
        if (value.type !== "array") return fail(value.offset, `"${object.keys[k]!}" is not a list of tasks: not pidstat's JSON`);
        if (!value.closed) continue;
        for (const task of value.items) {
          if (task.type !== "object" || (member(task, "UID") === undefined && member(task, "USER") === undefined)) return fail(task.offset, `an item of "${object.keys[k]!}" is not a task (pidstat's open with "UID" or "USER"): not pidstat's JSON`);
          const row: PidstatJsonRawRow = { kind: "row", offset: task.offset, time, block: { offset: object.offset }, ...cells(task) };
          if (warnings !== undefined) row.warnings = warnings;
          out.push(row);
        }
      }
    }
  }
  return out;
}

/** A task's members as the text's row: a -t process row's empty TID is `-`, a thread row's TGID `-` and command `|__` + it. */
function cells(task: JsonObject): Pick<RowReportRawRow, "columns" | "values" | "valueOffsets"> {
  const columns: string[] = [];
  const values: string[] = [];
  const valueOffsets: number[] = [];
  const members = flatMembers(task);
  const thread = (members.get(LEADER)?.text ?? "") !== "";
  for (const [key, v] of members) {
    if (key === LEADER) continue;
    const column = columnOf(key);
    let text = v.text;
    if (column === "TID" && text === "") text = "-";
    else if (thread && column === "TGID") text = "-";
    else if (thread && column === "Command") text = `|__${text}`;
    columns.push(column);
    values.push(text);
    valueOffsets.push(v.offset);
  }
  return { columns, values, valueOffsets };
}
