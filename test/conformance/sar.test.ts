/**
 * Conformance of `sar` (sysstat): one fresh, bounded sadc capture (`sadc 1 3 FILE`, about 2 s), rendered by `sar -f`
 * in several report options and locales (C, de_DE with decimal commas, en_US with a 12-hour clock); every numeric
 * value we parse is checked against `sadf -j` of the same file (sysstat's own JSON: the oracle), through the sar
 * format's oracle (test/sar/sadf-oracle.ts, which maps sadf's names to sar's columns and allows the printed
 * rounding). Then the public corpus: every file is detected as sar and parses; the files that come with the sysstat
 * test suite's `sadf -j` output are compared value by value, and every difference is explained.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect } from "vitest";
import { detect, parse, safeParse } from "../../src/index.js";
import type { SarRawRecord } from "../../src/formats/sar/raw.js";
import type { SarHeaderRecord, SarRecord, SarSampleRecord } from "../../src/formats/sar/schema.js";
import { compareWithSadf, inColumnUnit, type OracleResult } from "../sar/sadf-oracle.js";
import { asPrintedRows } from "../helpers/printed.js";
import { capture, compareInRow, corpusFiles, corpusPresent, corpusText, findTool, needTool, row, scratch, type Pair, type RowContext } from "./runner.js";

type Json = Record<string, unknown>;

const SADC = ["/usr/lib/sysstat/sadc", "/usr/lib64/sa/sadc", "/usr/lib/sa/sadc"].filter((p) => existsSync(p));
const sar = findTool("sar", "sysstat", ["sar"], ["-V"], /sysstat version (\S+)/);
const sadf = findTool("sadf", "sysstat", ["sadf"], ["-V"], /sysstat version (\S+)/);
const sadc = findTool("sadc", "sysstat", SADC.length ? SADC : ["/usr/lib/sysstat/sadc"], ["-V"], /sysstat version (\S+)/);
const live = `live: sysstat ${sar.version ?? "(missing)"} (sadc 1 3)`;

const asSar = (text: string): SarRecord[] => parse(text, { format: "sar" }) as SarRecord[];
const asRaw = (text: string): SarRawRecord[] => parse(text, { format: "sar", raw: true }) as unknown as SarRawRecord[];
const isSample = (r: SarRecord): r is SarSampleRecord => r.kind === "sample";

/** Checks one sar text against sadf documents; fails on any mismatch, returns the result. */
function oracle(text: string, docs: Json[]): OracleResult & { samples: number } {
  const recs = asSar(text);
  const res = compareWithSadf(recs, asRaw(text), docs);
  expect(res.mismatches, "every value within the printed rounding of sadf -j").toEqual([]);
  return { ...res, samples: recs.filter(isSample).length };
}

// ---------------------------------------------------------------------------------------------------------------------
// Live

interface Data {
  file: string;
  /** sadf -j -- -A, and -u -P ALL (sadf's -A gives -u ALL's usr/sys; plain -u's user/system need their own run). */
  docs: Json[];
}
let data: Data | undefined;

/** The capture, made once by the first row that needs it (about 2 s). */
function need(rc: RowContext): { bins: { sar: string }; data: Data } {
  const bins = { sar: needTool(rc.ctx, sar), sadf: needTool(rc.ctx, sadf), sadc: needTool(rc.ctx, sadc) };
  if (!data) {
    const file = join(scratch(), "sa.conformance");
    const cap = capture(bins.sadc, ["1", "3", file], { env: { TZ: "UTC" }, timeoutMs: 15_000 });
    expect(cap.status, `sadc: ${cap.stderr}`).toBe(0);
    const sadfJson = (args: string[]): Json => {
      const out = capture(bins.sadf, ["-j", file, "--", ...args], { env: { TZ: "UTC" } });
      expect(out.status, `sadf: ${out.stderr}`).toBe(0);
      return JSON.parse(out.stdout) as Json;
    };
    data = { file, docs: [sadfJson(["-A"]), sadfJson(["-u", "-P", "ALL"])] };
  }
  return { bins, data };
}

const locales = (() => {
  try {
    return capture("locale", ["-a"]).stdout.toLowerCase();
  } catch {
    return "";
  }
})();

describe("sar: a fresh sadc capture rendered by sar -f, each against sadf -j of the same file", () => {
  const options: string[][] = [["-u"], ["-u", "ALL", "-P", "ALL"], ["-r"], ["-b"], ["-q"], ["-n", "DEV"], ["-A"]];
  for (const locale of ["C", "de_DE.UTF-8", "en_US.UTF-8"]) {
    for (const opts of options) {
      row({ format: "sar", variant: `LC_ALL=${locale} sar ${opts.join(" ")} -f`, source: live }, (rc) => {
        const { bins, data: d } = need(rc);
        // Locales are data, not tools: a missing one skips its rows, also in CI (.ci/run generates them).
        if (locale !== "C" && !locales.includes(locale.toLowerCase().replace("utf-8", "utf8"))) {
          rc.ctx.skip(`locale ${locale} not generated on this machine (localedef -i ${locale.split(".")[0]} -f UTF-8 ${locale})`);
        }
        const cap = capture(bins.sar, [...opts, "-f", d.file], { env: { TZ: "UTC", LC_ALL: locale, LANG: locale } });
        expect(cap.status, cap.stderr).toBe(0);
        const text = cap.stdout;
        expect(detect(text)?.format, "detected").toBe("sar");
        if (locale === "en_US.UTF-8") expect(text, "12-hour clock").toMatch(/\d\d:\d\d:\d\d [AP]M/);
        if (locale === "de_DE.UTF-8") expect(text, "decimal commas").toMatch(/\d,\d\d\b/);
        const res = oracle(text, d.docs);
        const recs = asSar(text).filter(isSample);
        // Every timed row found its sadf statistics (rows without a counterpart would be in `skipped`).
        const sections = [...new Set(recs.map((r) => r.section))];
        const unmatched = [...res.skipped];
        if (opts[0] !== "-A") expect(unmatched, "sections without a sadf counterpart").toEqual([]);
        expect(res.rows, "rows compared").toBe(recs.filter((r) => !res.skipped.has(r.section)).length);
        expect(new Set(recs.map((r) => r.timestamp)).size, "2 intervals from 3 sadc samples").toBe(2);
        expect(res.checked).toBeGreaterThan(0);
        return `${res.rows} rows (${sections.length} section${sections.length > 1 ? "s" : ""}), ${res.checked} values = sadf -j within the printed rounding${unmatched.length ? `; no sadf counterpart: ${unmatched.join(", ")}` : ""}`;
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------------------------------
// Corpus

describe("sar: public corpus (../shared/corpus/sar)", () => {
  if (!corpusPresent("sar", "sar")) return;
  for (const file of corpusFiles("sar")) {
    row({ format: "sar", variant: "corpus", source: `corpus: sar/${file}` }, () => {
      const text = corpusText("sar", file);
      expect(detect(text)?.format, "detected format").toBe("sar");
      const res = safeParse(text, { source: file });
      if (!res.success) throw res.error;
      const recs = res.data as SarRecord[];
      expect(recs.every((r) => r.format === "sar")).toBe(true);
      const samples = recs.filter(isSample);
      expect(samples.length).toBeGreaterThan(0);
      const header = recs.find((r): r is SarHeaderRecord => r.kind === "header");
      const sections = new Set(samples.map((r) => r.section));
      const restarts = recs.filter((r) => r.kind === "restart").length;
      const unknown = samples.filter((r) => r.section === "unknown").length;
      return [
        header ? `${header.os} ${header.kernelRelease}, ${header.date}` : "no header",
        `${samples.length} rows in ${sections.size} sections`,
        restarts ? `${restarts} restart(s)` : "",
        unknown ? `${unknown} rows of unknown sections (columns kept as printed)` : "",
      ]
        .filter(Boolean)
        .join("; ");
    });
  }

  /** Text files and the sysstat test suite's sadf -j output of the same binary data file (MANIFEST.md). */
  const expected: [text: string, json: string, what: string][] = [
    ["sysstat-sar-A-testdata.txt", "sysstat-sar-A-testdata.expected.json", "sar -A"],
    ["sysstat-sar-dec0.txt", "sysstat-sar-A-testdata.expected.json", "sar --dec=0 -A"],
    ["sysstat-sar-human-h.txt", "sysstat-sar-A-testdata.expected.json", "sar --human -A"],
    ["sysstat-data-11.6.5-fc28-pwr.txt", "sysstat-data-11.6.5-fc28-pwr.expected.json", "sar -C -A vs sadf -j -- -m FAN,IN,TEMP"],
  ];
  for (const [file, json, what] of expected) {
    row({ format: "sar", variant: `expected.json: sysstat sadf -j (${what})`, source: `corpus: sar/${file}` }, (rc) => {
      const text = corpusText("sar", file);
      const doc = JSON.parse(corpusText("sar", json)) as Json;
      return compareWithExpected(rc, text, doc, file === json.replace(".expected.json", ".txt") ? `sadf -j: sar/${json}` : `sadf -j: sar/${json} vs sar/${file}`);
    });
  }
});

/**
 * Half a unit of the printed value's last digit, in the column's unit (kB columns for k/M/G cells of --human), plus
 * half of sadf's own last digit (two decimals).
 */
function printedHalfUnit(printed: string, column: string): number {
  const m = /^[-+]?\d+(?:[.,](\d+))?([BkKMGTP%]?)$/.exec(printed.trim());
  if (!m) return 0.0051;
  const half = 0.5 * 10 ** -(m[1]?.length ?? 0);
  const suffix = m[2] ?? "";
  const power: Record<string, number> = { B: 0, k: 1, K: 1, M: 2, G: 3, T: 4, P: 5 };
  const inKb = /^kb|kB(?:\/s)?$|^areq-sz$/.test(column);
  const unit = suffix === "" || suffix === "%" ? 1 : 1024 ** power[suffix]! / (inKb ? 1024 : 1);
  return half * unit + 0.005 + 1e-9;
}

/** The sadf statistics entry at a timestamp (`date`T`time`). */
function statAt(doc: Json, timestamp: string): Json | undefined {
  const host = ((doc.sysstat as Json).hosts as Json[])[0]!;
  return (host.statistics as Json[]).find((s) => `${(s.timestamp as Json).date}T${(s.timestamp as Json).time}` === timestamp);
}

/**
 * The host metadata and restarts field by field (compareInRow), then every value of every timed row through the
 * sadf oracle. The oracle's mismatches must each be one of the two known cases, and each is checked here on the
 * values before it is recorded as an explained difference.
 */
function compareWithExpected(rc: RowContext, text: string, doc: Json, source: string): string {
  const recs = asSar(text);
  const host = ((doc.sysstat as Json).hosts as Json[])[0]!;
  const { statistics: _s, ...meta } = host;
  const header = recs.find((r): r is SarHeaderRecord => r.kind === "header")!;
  const restarts = recs.filter((r) => r.kind === "restart");
  const pairs: Pair[] = [
    { field: "nodename", theirs: meta.nodename, ours: header.hostname },
    { field: "sysname", theirs: meta.sysname, ours: header.os },
    { field: "release", theirs: meta.release, ours: header.kernelRelease },
    { field: "machine", theirs: meta.machine, ours: header.architecture },
    { field: "number-of-cpus", theirs: meta["number-of-cpus"], ours: header.cpuCount },
    { field: "file-date", theirs: meta["file-date"], ours: header.date },
  ];
  const notCompared: Record<string, string> = {
    "file-utc-time": "the text prints no file time (its first section header shows the first sample's local time)",
    timezone: "the text prints no time zone (sar prints local time; the test suite ran with TZ=GMT)",
  };
  ((meta.restarts as Json[] | undefined) ?? []).forEach((b, i) => {
    const boot = b.boot as Json;
    const ours = restarts[i];
    pairs.push({ field: `restarts[${i}].boot.date`, theirs: boot.date, ours: ours?.timestamp?.slice(0, 10) });
    pairs.push({ field: `restarts[${i}].boot.time`, theirs: boot.time, ours: ours?.timestamp?.slice(11) ?? ours?.time });
    pairs.push({ field: `restarts[${i}].boot.cpu_count`, theirs: boot.cpu_count, ours: ours?.kind === "restart" ? ours.cpuCount : undefined });
    notCompared[`restarts[${i}].boot.tz`] = "the text prints no time zone";
  });
  const comments = recs.filter((r) => r.kind === "comment");
  ((meta.comments as Json[] | undefined) ?? []).forEach((c, i) => {
    const com = c.comment as Json;
    if (comments.length === 0) {
      for (const k of Object.keys(com)) notCompared[`comments[${i}].comment.${k}`] = "sadf ran with -C, sar without: the text has no COM lines";
      return;
    }
    const ours = comments[i];
    pairs.push({ field: `comments[${i}].comment.com`, theirs: com.com, ours: ours?.kind === "comment" ? ours.text : undefined });
    pairs.push({ field: `comments[${i}].comment.time`, theirs: com.time, ours: ours?.timestamp?.slice(11) ?? ours?.time });
    pairs.push({ field: `comments[${i}].comment.date`, theirs: com.date, ours: ours?.timestamp?.slice(0, 10) });
    notCompared[`comments[${i}].comment.tz`] = "the text prints no time zone";
  });
  const theirFields = Object.entries(meta).flatMap(([k, v]) =>
    Array.isArray(v) ? v.flatMap((x, i) => Object.entries(x as Json).flatMap(([k2, y]) => Object.keys(y as Json).map((k3) => `${k}[${i}].${k2}.${k3}`))) : [k],
  );
  const metaDetail = compareInRow(rc, { format: "sar", source, pairs, rules: [], notCompared, theirFields });

  // The values: every numeric column of every timed row.
  const raw = asRaw(text).filter((r): r is Extract<SarRawRecord, { kind: "row" }> => r.kind === "row");
  const res = compareWithSadf(recs, raw, doc);
  const samples = recs.filter(isSample);
  // Normalized rows and raw rows are one to one, in order, a sample's interrupts expanded (the oracle checks it).
  const rows = asPrintedRows(recs, raw);
  const near = (rec: SarSampleRecord, col: string, theirs: unknown): boolean => {
    const r = raw[rows.indexOf(rec)]!;
    const ours = inColumnUnit(rec, col);
    return typeof ours === "number" && typeof theirs === "number" && Math.abs(ours - theirs) <= printedHalfUnit(r.values[r.columns.indexOf(col)] ?? "", col);
  };
  const unexplained: string[] = [];
  const shmem = { n: 0, ours: new Set<string>(), theirs: new Set<number>() };
  const renamed = new Map<string, { theirs: string; n: number }>();
  for (const m of res.mismatches) {
    const noKey = /^(\S+) memory\s+kbshmem: no sadf key/.exec(m);
    const noItem = /^(\S+) disk (\S+): item not in sadf$/.exec(m);
    if (noKey) {
      // sadf -j names kbshmem `shared` (the oracle's kb-prefix rule looks for `shmem`): the value must be the same.
      const rec = samples.find((r) => r.timestamp === noKey[1] && r.section === "memory")!;
      const theirs = (statAt(doc, noKey[1]!)?.memory as Json | undefined)?.shared;
      const ours = inColumnUnit(rec, "kbshmem");
      if (near(rec, "kbshmem", theirs)) {
        shmem.n++;
        const r = raw[rows.indexOf(rec)]!;
        const printed = r.values[r.columns.indexOf("kbshmem")];
        shmem.ours.add(printed === String(ours) ? String(ours) : `${ours} (printed ${printed})`);
        shmem.theirs.add(theirs as number);
        continue;
      }
    } else if (noItem) {
      // The same device under another name: sadf lists exactly one device that the text does not, at the same
      // position, with the same values.
      const ts = noItem[1]!;
      const disks = ((statAt(doc, ts)?.disk as Json[] | undefined) ?? []).map((d) => d["disk-device"] as string);
      const ours = samples.filter((r) => r.timestamp === ts && r.section === "disk");
      const extra = disks.filter((n) => !ours.some((r) => r.key === n));
      const rec = ours.find((r) => r.key === noItem[2])!;
      const item = ((statAt(doc, ts)?.disk as Json[]) ?? []).find((d) => d["disk-device"] === extra[0]);
      const names: Record<string, string> = { tps: "tps", "rkB/s": "rkB", "wkB/s": "wkB", "dkB/s": "dkB", "areq-sz": "areq-sz", "aqu-sz": "aqu-sz", await: "await", "%util": "util-percent" };
      const compared = Object.keys(names).filter((c) => inColumnUnit(rec, c) !== undefined);
      const sameValues = item !== undefined && compared.length >= 4 && compared.every((c) => near(rec, c, item[names[c]!]));
      if (extra.length === 1 && sameValues) {
        const k = `${noItem[2]}|${extra[0]}`;
        renamed.set(k, { theirs: extra[0]!, n: (renamed.get(k)?.n ?? 0) + 1 });
        continue;
      }
    }
    unexplained.push(m);
  }
  if (shmem.n) {
    rc.differ({
      source,
      field: `memory.kbshmem (${shmem.n} rows)`,
      theirs: `shared = ${[...shmem.theirs].join(", ")}`,
      ours: `kbshmem = ${[...shmem.ours].join(", ")}`,
      why: "same value (within the printed rounding), other name: sadf -j calls sar's kbshmem `shared`; the sar oracle's name rule (kb prefix dropped: `shmem`) does not find it, so it is matched here by hand",
    });
  }
  for (const [k, { theirs, n }] of renamed) {
    const ours = k.split("|")[0]!;
    rc.differ({
      source,
      field: `disk device (${n} row${n > 1 ? "s" : ""})`,
      theirs,
      ours,
      why: "sar and sadf name a disk from its major/minor when they render the file (ioconf tables): sysstat's test suite accepts both names, this text (tests/expected2.sar-all) says xvdq, the JSON and the dec0/human texts of the same file (tests/expected.*) say xvdiw; same position, same values",
    });
  }
  expect(unexplained, "unexplained differences with the sadf -j output").toEqual([]);
  expect(res.skipped.size === 0 || res.rows > 0).toBe(true);
  return `${metaDetail} (host, restarts${comments.length ? ", comments" : ""}); statistics: ${res.rows} rows, ${res.checked} values = sadf -j within the printed rounding${shmem.n || renamed.size ? `, ${shmem.n ? "kbshmem under another name" : ""}${shmem.n && renamed.size ? ", " : ""}${renamed.size ? "one device under another name" : ""} (explained)` : ""}${res.skipped.size ? `; sections the JSON does not cover: ${res.skipped.size > 3 ? res.skipped.size : [...res.skipped].join(", ")}` : ""}`;
}
