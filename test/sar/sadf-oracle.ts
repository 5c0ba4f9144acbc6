/**
 * Compares parsed sar text with sysstat's own JSON (`sadf -j`) of the same data file: every numeric column of
 * every timed row must equal sadf's value within what the text's printing precision allows.
 */
import { SECTIONS, type SectionDef } from "../../src/formats/sar/columns.js";
import type { SarRawRecord } from "../../src/formats/sar/raw.js";
import type { SarRecord, SarSampleRecord } from "../../src/formats/sar/schema.js";
import { asPrintedRows, inColumnUnit as valueInColumnUnit } from "../helpers/printed.js";

/** A sar row's value of a printed column, in the column's own unit (its typed field or its otherColumns entry). */
export function inColumnUnit(rec: SarSampleRecord, col: string): number | undefined {
  return valueInColumnUnit(rec, (SECTIONS as readonly SectionDef[]).find((d) => d.id === rec.section)?.columns ?? [], col);
}

type Json = Record<string, unknown>;

export interface OracleResult {
  /** Values compared. */
  checked: number;
  /** Rows matched to a sadf statistic. */
  rows: number;
  mismatches: string[];
  /** Sections present in the text that the comparison had to skip (no sadf counterpart). */
  skipped: Set<string>;
}

/** The item field of each sadf array activity. */
const ITEM_FIELD: Record<string, string> = {
  "cpu-load": "cpu",
  interrupts: "intr",
  serial: "line",
  disk: "disk-device",
  "net-dev": "iface",
  "net-edev": "iface",
  fchost: "fchost",
  softnet: "cpu",
  "cpu-frequency": "number",
  "cpu-weighted-frequency": "number",
  "fan-speed": "number",
  temperature: "number",
  "voltage-input": "number",
  battery: "number",
  filesystems: "filesystem",
};

const NETWORK = new Set([
  "net-dev", "net-edev", "net-nfs", "net-nfsd", "net-sock", "net-ip", "net-eip", "net-icmp", "net-eicmp", "net-tcp", "net-etcp",
  "net-udp", "net-sock6", "net-ip6", "net-eip6", "net-icmp6", "net-eicmp6", "net-udp6", "softnet", "fchost",
]);
const POWER = new Set(["cpu-frequency", "cpu-weighted-frequency", "fan-speed", "temperature", "voltage-input", "battery"]);

/** The sadf activity (object or array) holding a section's values in one statistics entry. */
function activity(stat: Json, section: string): unknown {
  if (section === "cpu-load") return stat["cpu-load"] ?? stat["cpu-load-all"];
  if (section === "memory" || section === "swap-space") return stat.memory;
  if (section === "fchost") return (stat.network as Json | undefined)?.fchosts ?? (stat.network as Json | undefined)?.fchost;
  if (NETWORK.has(section)) return (stat.network as Json | undefined)?.[section];
  if (section === "cpu-weighted-frequency") return (stat["power-management"] as Json | undefined)?.["cpu-weighted-frequency"];
  if (POWER.has(section)) return (stat["power-management"] as Json | undefined)?.[section];
  if (section.startsWith("psi-")) return (stat.psi as Json | undefined)?.[section];
  return stat[section];
}

/** sadf's key(s) for a sar column. */
function sadfKeys(section: string, col: string): string[] {
  const psi = /^%([sf])(cpu|io|mem)(?:-(\d+))?$/.exec(col);
  if (psi) return [`${psi[1] === "s" ? "some" : "full"}_avg${psi[3] ?? ""}`];
  const special: Record<string, string[]> = {
    MHz: ["frequency"],
    wghMHz: ["weighted-frequency", "frequency"],
    "%cap": ["percent-capacity", "capacity"],
    "cap/min": ["variation"],
    "%temp": ["percent-temp", "temp-percent"],
    "%in": ["percent-in", "in-percent"],
    kbinact: ["inactive"],
    "%wio": ["iowait"],
  };
  if (special[col]) return special[col]!;
  if (section === "filesystems") return [col];
  if (section === "cpu-load") return [col.replace(/^%/, "")];
  let k = col.replace(/\/s$/, "");
  if (/^kb/.test(k)) k = k.slice(2);
  if (k.startsWith("%")) return [`${k.slice(1)}-percent`, k.slice(1)];
  return [k];
}

/** Flattens sadf's nested groups (`io.io-reads.rtps`) into one level. */
function flat(o: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) {
    if (v && typeof v === "object" && !Array.isArray(v)) Object.assign(out, flat(v as Json));
    else out[k] = v;
  }
  return out;
}

/** Half a unit in the last printed digit, in the column's own unit (for -h cells, the size unit's). */
function tolerance(printed: string, column: string): number {
  const m = /^[-+]?\d+(?:[.,](\d+))?([BkKMGTPs%]?)$/.exec(printed.trim());
  if (!m) return 0.0051;
  // Half a unit of the text's last digit, plus half of sadf's own last digit (it prints two decimals).
  const half = 0.5 * 10 ** -(m[1]?.length ?? 0) + 1e-9;
  const sadfHalf = /^MB/.test(column) ? 0.5 : 0.005;
  const suffix = m[2] ?? "";
  if (suffix === "" || suffix === "%") return half + sadfHalf;
  const powers: Record<string, number> = { B: 0, k: 1, K: 1, M: 2, G: 3, T: 4, P: 5 };
  const unitBytes = suffix === "s" ? 512 : 1024 ** powers[suffix]!;
  const columnBytes = /^MB/.test(column) ? 1024 * 1024 : /^kb|kB(?:\/s)?$|^pgpg|^areq-sz$/.test(column) ? 1024 : 1;
  return (half * unitBytes) / columnBytes + sadfHalf;
}

/**
 * `sadf` is one `sadf -j` document or several of the same file (sadf -j -- -A prints `-u ALL`'s usr/sys, so the
 * `-u` columns user/system need a second run with -u): values of the same item are merged.
 */
export function compareWithSadf(records: SarRecord[], raw: SarRawRecord[], sadf: Json | Json[]): OracleResult {
  const docs = Array.isArray(sadf) ? sadf : [sadf];
  const stats = new Map<string, Json[]>();
  for (const doc of docs) {
    const host = ((doc.sysstat as Json).hosts as Json[])[0]!;
    for (const s of host.statistics as Json[]) {
      const ts = s.timestamp as Json;
      const key = `${ts.date}T${ts.time}`;
      stats.set(key, [...(stats.get(key) ?? []), s]);
    }
  }
  const rows = raw.filter((r) => r.kind === "row");
  // (a sample's interrupts, one record, as its rows: test/helpers/printed.ts)
  const normalizedRows = asPrintedRows(records, raw as unknown as Parameters<typeof asPrintedRows>[1]);
  if (rows.length !== normalizedRows.length) throw new Error(`raw rows ${rows.length} != records ${normalizedRows.length}`);
  const result: OracleResult = { checked: 0, rows: 0, mismatches: [], skipped: new Set() };
  normalizedRows.forEach((rec, i) => {
    if (rec.kind !== "sample" || rec.timestamp === undefined) return;
    const rawRow = rows[i]!;
    const found = stats.get(rec.timestamp);
    if (!found) {
      result.mismatches.push(`${rec.timestamp} ${rec.section}: no sadf statistics at that time`);
      return;
    }
    const acts = found.map((stat) => activity(stat, rec.section)).filter((a) => a !== undefined);
    if (acts.length === 0) {
      result.skipped.add(rec.section);
      return;
    }
    let values: Json = {};
    for (const act of acts) {
      if (Array.isArray(act)) {
        const field = ITEM_FIELD[rec.section] ?? "";
        const item = (act as Json[]).find((it) => String(it[field] ?? it.mountpoint) === rec.key);
        if (item) values = { ...values, ...item };
      } else values = { ...values, ...(act as Json) };
    }
    if (Object.keys(values).length === 0) {
      result.mismatches.push(`${rec.timestamp} ${rec.section} ${rec.key}: item not in sadf`);
      return;
    }
    const flatValues = flat(values);
    result.rows++;
    rawRow.columns.forEach((col, c) => {
      if (c === rawRow.keyIndex) return;
      const ours = inColumnUnit(rec, col);
      if (ours === undefined) return;
      const key = sadfKeys(rec.section, col).find((k) => k in flatValues);
      if (key === undefined) {
        result.mismatches.push(`${rec.timestamp} ${rec.section} ${rec.key ?? ""} ${col}: no sadf key among ${sadfKeys(rec.section, col).join(", ")}`);
        return;
      }
      const theirs = Number(flatValues[key]);
      result.checked++;
      const tol = tolerance(rawRow.values[c] ?? "", col);
      if (!(Math.abs(ours - theirs) <= tol)) {
        result.mismatches.push(`${rec.timestamp} ${rec.section} ${rec.key ?? ""} ${col}: text ${rawRow.values[c]} -> ${ours}, sadf ${theirs}`);
      }
    });
  });
  return result;
}
