import * as z from "zod";
import { lazySchemas, lazyShape, once } from "../../kit/lazy-schema.js";
import { SECTIONS, TOP3_FIELD, type ColumnRow, type Top3SectionId } from "./columns.js";

/*
 * Records: the report header, one `sample` per data row (a union on `section`, each section with its own typed
 * fields), the `logging restarted` marks and the notices atopsar prints instead of a report's rows.
 * `if (r.kind === "sample" && r.section === "mem") r.memFreeBytes` type-checks.
 */

type Sections = typeof SECTIONS;
type Section = Sections[number];
type SectionId = Section["id"];

/** The typed fields of one section: numbers, or strings for `text` columns; null for a printed placeholder. */
type FieldsOf<S extends { columns: readonly ColumnRow[] }> = {
  [R in S["columns"][number] as R[1]]?: R[2] extends "text" ? string | null : number | null;
};

/** The clock keys and the tag, made once (by the first record checked: every process loads every format's schemas). */
const parts = once(() => ({
  Timestamp: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    .describe(
      "ISO 8601 local date and time (atopsar prints no time zone): the `analysis date:` banner's date, else the `date` option or the report header's date advanced a day each time the clock passes midnight, plus the row's clock time; absent when the text and the options give no date, where `time` has the clock instead (a record has either)",
    ),
  Time: z
    .string()
    .regex(/^\d{2}:\d{2}:\d{2}$/)
    .describe("The row's clock time, HH:MM:SS (24-hour) as printed, only when the text and the options give no date (else `timestamp` has it); a record has either"),
  Tag: z.string().nullable().describe("The tag that ends the column header, without underscores (`cpu`, `mem`, `dsk`, `if`); null for a header without a tag (PSI)"),
}));

/** The keys every row has after its section, made once (on the first row of any section). */
const rowBase = once(() => ({
  timestamp: parts().Timestamp.optional(),
  time: parts().Time.optional(),
  tag: parts().Tag,
  key: z.string().optional().describe("The row's item as printed in its section's item column (cpu, disk, interf, busaddr, controller, mounted_device): `all` or a CPU number, a disk, an interface, a GPU, ..."),
  otherColumns: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "The columns without a typed field (every column of a report we do not know, a column we do not know, a column whose field a later column of the header has), as printed, keyed by the header's column name; absent when every column has its field. The typed fields hold the other columns (each value once); `raw: true` gives every cell as printed",
    ),
  marker: z.enum(["critical", "almost-critical"]).optional().describe("atopsar -M overload marker at the end of the line: `*` critical, `+` almost critical"),
  extra: z.array(z.string()).optional().describe("Cells after the last column that we do not know, as printed"),
  warnings: z
    .array(z.string().describe("One value out of range: the column as printed, the value and the range, e.g. `%usr 130 is outside 0-100`"))
    .optional()
    .describe(
      "Percentages outside the range their column allows (below 0, or above 100; the cpu report's `all` row up to N x 100 in atopsar; see columns.md), kept as printed in the fields; absent when there is none",
    ),
}));

const sectionDescription = "The report, recognised from the header's tag and columns (see columns.md); `unknown` for one we do not know";

function fieldShape(columns: readonly ColumnRow[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [, field, conv, description] of columns) {
    if (field in shape) continue;
    // a count, a size, a rate: never below 0 (a percentage has its range, and a warning outside it)
    shape[field] = (conv === "text" ? z.string() : conv === "percent" ? z.number() : z.number().nonnegative()).nullable().optional().describe(description);
  }
  return shape;
}

const Top3Process = (field: string, what: string) =>
  z.object(lazyShape(() => ({
    rank: z.number().int().min(1).max(3).describe("Position in the report: 1 is the busiest (index)"),
    pid: z.number().int().nonnegative().describe("Process id (index)"),
    command: z.string().describe("Command name as printed (atopsar truncates it to 8 characters)"),
    [field]: z.number().describe(`${what}, percent`),
  })));

const TOP3_WHAT: Record<Top3SectionId, string> = {
  "top3-cpu": "CPU time relative to one CPU (above 100 for a process using several CPUs)",
  "top3-mem": "Resident memory relative to physical memory",
  "top3-disk": "Share of all disk transfers",
  "top3-net": "Share of all network traffic",
};

function extraShape(id: string): Record<string, z.ZodType> {
  if (id === "if") return { duplex: z.enum(["full", "half"]).optional().describe("Duplex mode, from the `f`/`h` after the speed (absent when the speed is unknown)") };
  if (id === "nfs-mounts") return { recentlyMounted: z.boolean().optional().describe("true when atopsar marks the mount `M` (mounted during the interval)") };
  if (id in TOP3_FIELD) {
    const key = id as Top3SectionId;
    return { processes: z.array(Top3Process(TOP3_FIELD[key], TOP3_WHAT[key])).describe("The (up to) three busiest processes of the interval") };
  }
  return {};
}

export interface RowBase {
  format: "atsar";
  kind: "sample";
  timestamp?: string;
  time?: string;
  tag: string | null;
  key?: string;
  otherColumns?: Record<string, string>;
  marker?: "critical" | "almost-critical";
  extra?: string[];
  warnings?: string[];
}
type Top3Entry<F extends string> = { rank: number; pid: number; command: string } & { [K in F]: number };
type ExtrasOf<Id extends string> = Id extends "if"
  ? { duplex?: "full" | "half" }
  : Id extends "nfs-mounts"
    ? { recentlyMounted?: boolean }
    : Id extends Top3SectionId
      ? { processes: Top3Entry<(typeof TOP3_FIELD)[Id]>[] }
      : unknown;

/**
 * atsar's record schemas, built on first use (lazySchemas). `section` tells the samples apart, and each section's
 * fields are built on its first use.
 */
const schemas = lazySchemas(["header", "sample", "restart", "notice", "record"], () => {
  const { Timestamp, Time, Tag } = parts();
  const format = z.literal("atsar").describe("The registry name of the format (no unit)");
  const rowHead = { format, kind: z.literal("sample").describe("What the record is: sample (no unit)") };
  const sample = z.discriminatedUnion("section", [
    ...SECTIONS.map((def) =>
      z.object(lazyShape({ ...rowHead, section: z.literal(def.id).describe(sectionDescription) }, () => ({ ...rowBase(), ...fieldShape(def.columns), ...extraShape(def.id) }))),
    ),
    z.object(lazyShape({ ...rowHead, section: z.literal("unknown").describe(sectionDescription) }, rowBase)),
  ] as unknown as [z.ZodObject, ...z.ZodObject[]]);
  const header = z.object(lazyShape({ format, kind: z.literal("header").describe("What the record is: header (no unit)") }, () => ({
    hostname: z.string().describe("Node name (atopsar strips the domain)"),
    kernelRelease: z.string().optional().describe("Kernel release (uname -r)"),
    kernelVersion: z.string().optional().describe("Kernel version string (uname -v), as printed"),
    machine: z.string().optional().describe("Machine architecture (uname -m)"),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .describe("The header's date, ISO 8601 (YYYY-MM-DD). With -r it is the day atopsar ran, not the day of the data: rows take theirs from the analysis-date banners"),
  })));
  const restart = z.object(lazyShape({ format, kind: z.literal("restart").describe("What the record is: restart (no unit)"), section: z.string().describe("The first report the mark was printed in (atopsar repeats it in every report; one record per restart)") }, () => ({
    timestamp: Timestamp.optional(),
    time: Time.optional(),
  })));
  const notice = z.object(lazyShape({ format, kind: z.literal("notice").describe("What the record is: notice (no unit)"), section: z.string().describe(sectionDescription) }, () => ({
    timestamp: Timestamp.optional(),
    time: Time.optional(),
    tag: Tag,
    text: z.string().describe("The message as printed (`report not available for live measurements.....`)"),
  })));
  return { header, sample, restart, notice, record: z.discriminatedUnion("kind", [header, sample, restart, notice]) };
});

/** A data row: its timestamp, report, item and values. */
export const AtsarSampleRecord = schemas.sample as unknown as z.ZodType<
  { [S in Section as S["id"]]: RowBase & { section: S["id"] } & FieldsOf<S> & ExtrasOf<S["id"]> }[SectionId] | (RowBase & { section: "unknown" })
>;
export type AtsarSampleRecord = z.infer<typeof AtsarSampleRecord>;

export const AtsarHeaderRecord = schemas.header;
export type AtsarHeaderRecord = z.infer<typeof AtsarHeaderRecord>;

export const AtsarRestartRecord = schemas.restart;
export type AtsarRestartRecord = z.infer<typeof AtsarRestartRecord>;

export const AtsarNoticeRecord = schemas.notice;
export type AtsarNoticeRecord = z.infer<typeof AtsarNoticeRecord>;

/** Any atsar record; `kind` says which (and `section`, for samples). */
export const AtsarRecord = schemas.record as unknown as z.ZodType<AtsarHeaderRecord | AtsarSampleRecord | AtsarRestartRecord | AtsarNoticeRecord>;
export type AtsarRecord = z.infer<typeof AtsarRecord>;
