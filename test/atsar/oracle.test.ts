import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AtsarSampleRecord } from "../../src/formats/atsar/schema.js";
import { root, sample, samples, values , clockOf } from "./helpers.js";

const inCI = process.env.CI === "true";

/** The rows of one report, without `columns`/`marker` (which differ between renderings of the same data). */
function rowsOf(text: string, section: string): Record<string, unknown>[] {
  return samples(text)
    .filter((r) => r.section === section)
    .map(values);
}

describe("atsar oracle: one atop raw log rendered with different flags (samples/atsar/atopsar-raw-*)", () => {
  // All these samples were rendered from the same file (raw.main in capture.sh), so the same rows must come out.
  const plain = sample("atopsar-raw-c.txt");
  const all = sample("atopsar-raw-A.txt");
  const stamped = sample("atopsar-raw-S-c-i-d.txt");
  const marked = sample("atopsar-raw-M-markers-c-m-d.txt");
  const allResources = sample("atopsar-raw-a-all-i-I-d.txt");

  it("-S (time on every line) and -M (overload markers) give the cpu rows of the plain report", () => {
    const cpu = rowsOf(plain, "cpu");
    expect(cpu).toHaveLength(12);
    expect(rowsOf(stamped, "cpu")).toEqual(cpu);
    expect(rowsOf(marked, "cpu")).toEqual(cpu);
    expect(rowsOf(all, "cpu")).toEqual(cpu);
  });

  it("-M marks rows without changing them; its markers are exactly the `*`/`+` printed", () => {
    const markers = samples(marked).map((r) => r.marker ?? "");
    const printed = marked.split("\n").filter((l) => /^(?:\d\d:\d\d:\d\d| {8})\s+\S/.test(l) && !/_\w+_$/.test(l));
    expect(markers).toEqual(printed.map((l) => (l.endsWith(" *") ? "critical" : l.endsWith(" +") ? "almost-critical" : "")));
    expect(markers.filter((m) => m === "almost-critical")).toHaveLength(1);
  });

  it("the disk, memory and interface reports agree across -A, -S, -M and -a", () => {
    const disk = rowsOf(all, "disk");
    expect(disk).toHaveLength(4);
    expect(rowsOf(stamped, "disk")).toEqual(disk);
    expect(rowsOf(marked, "disk")).toEqual(disk);
    expect(rowsOf(allResources, "disk")).toEqual(disk);
    expect(rowsOf(marked, "mem")).toEqual(rowsOf(all, "mem"));
    const active = rowsOf(stamped, "if");
    expect(active).toEqual(rowsOf(all, "if"));
    // -a prints every interface in every interval; the active ones are among them, unchanged.
    const everyInterface = rowsOf(allResources, "if");
    expect(everyInterface).toHaveLength(16);
    for (const row of active) expect(everyInterface).toContainEqual(row);
  });

  it("atopsar's `all` row is the sum of the per-CPU rows (up to rounding), as columns.md says", () => {
    for (const name of readdirSync(join(root, "samples", "atsar")).filter((n) => n.startsWith("atopsar-") && n.endsWith(".txt"))) {
      const rows = samples(sample(name)).filter((r): r is Extract<AtsarSampleRecord, { section: "cpu" }> => r.section === "cpu");
      for (let i = 0; i < rows.length; i++) {
        if (rows[i]!.key !== "all") continue;
        const perCpu = [];
        for (let j = i + 1; j < rows.length && rows[j]!.key !== "all"; j++) perCpu.push(rows[j]!);
        if (perCpu.length === 0) continue;
        const sum = perCpu.reduce((s, r) => s + r.cpuUserPercent!, 0);
        expect(Math.abs(rows[i]!.cpuUserPercent! - sum), `${name} ${clockOf(rows[i]!)}`).toBeLessThanOrEqual(perCpu.length);
      }
    }
  });

  it("atsar 1.x's `all` row (the seed) is the average of the per-CPU rows instead", () => {
    const rows = samples(sample("atsar-1.x-seed-flattened-8-runs.txt")).filter((r): r is Extract<AtsarSampleRecord, { section: "cpu" }> => r.section === "cpu");
    for (let i = 0; i < rows.length; i += 3) {
      expect(rows[i]!.key).toBe("all");
      const avg = (rows[i + 1]!.cpuUserPercent! + rows[i + 2]!.cpuUserPercent!) / 2;
      expect(Math.abs(rows[i]!.cpuUserPercent! - avg)).toBeLessThanOrEqual(1.5);
    }
  });

  it("the seed's flattened cells and the reconstructed lines give the same rows", () => {
    const flat = samples(sample("atsar-1.x-seed-flattened-8-runs.txt"));
    expect(flat).toHaveLength(96);
    const apache = samples(sample("atsar-1.x-seed-lines-reconstructed-apache-c200.txt"));
    const nginx = samples(sample("atsar-1.x-seed-lines-reconstructed-nginx-c200.txt"));
    expect(apache).toEqual(flat.slice(0, 12));
    expect(nginx).toEqual(flat.slice(12, 24));
    expect(samples(sample("atsar-1.x-seed-flattened-apache-c200.txt"))).toEqual(flat.slice(0, 12));
  });
});

const seedPath = join(root, "..", "shared", "seeds");
const seedFile = existsSync(seedPath) ? readdirSync(seedPath).find((n) => n.startsWith("000_")) : undefined;
if (!seedFile && !inCI) console.warn(`atsar: ${seedPath} not found; skipping the seed transcription test`);

describe.skipIf(!seedFile && !inCI)("atsar: the seed transcription", () => {
  it("samples/atsar/atsar-1.x-seed-flattened-8-runs.txt holds exactly the seed's atsar table cells", () => {
    expect(seedFile, `${seedPath}/000_* is missing`).toBeDefined();
    const seed = readFileSync(join(seedPath, seedFile!), "utf8");
    const cells = seed
      .split("\n")
      .filter((l) => l.includes("_cpu_"))
      .map((l) => l.split(" | ").find((c) => /^\d\d:\d\d:\d\d cpu /.test(c)));
    expect(cells).toHaveLength(8);
    expect(`${cells.join("\n")}\n`).toBe(sample("atsar-1.x-seed-flattened-8-runs.txt"));
  });
});

const atopsar = spawnSync("atopsar", ["-V"], { encoding: "utf8" });
const haveAtop = atopsar.error === undefined && spawnSync("atop", ["-V"]).error === undefined;
if (!haveAtop && !inCI) console.warn("atsar: atop/atopsar not installed; skipping the live atopsar oracle (apt-get install atop)");

describe.skipIf(!haveAtop && !inCI)("atsar oracle: live atopsar", () => {
  const env = { ...process.env, LC_ALL: "C", TZ: "UTC" };
  const run = (args: string[]): string => execFileSync("atopsar", args, { env, encoding: "utf8", timeout: 30_000 });

  it("one raw log rendered plain, with -S, -M and -C gives the same rows; -m's memtotal is /proc/meminfo's MemTotal", () => {
    expect(haveAtop, "atop is not installed (the CI run must apt-get install atop)").toBe(true);
    const dir = mkdtempSync(join(tmpdir(), "atsar-"));
    try {
      const log = join(dir, "raw");
      execFileSync("atop", ["-w", log, "1", "3"], { env, timeout: 30_000 });
      const plain = rowsOf(run(["-r", log, "-c"]), "cpu");
      expect(plain.length).toBeGreaterThan(0);
      expect(rowsOf(run(["-r", log, "-S", "-c"]), "cpu")).toEqual(plain);
      expect(rowsOf(run(["-r", log, "-M", "-c"]), "cpu")).toEqual(plain);
      expect(rowsOf(run(["-r", log, "-C", "-c"]), "cpu")).toEqual(plain);
      const nproc = cpus().length;
      if (nproc > 1) expect(plain.filter((r) => r.key !== "all").length).toBe(nproc * plain.filter((r) => r.key === "all").length);

      const memTotalKiB = Number(/^MemTotal:\s+(\d+) kB$/m.exec(readFileSync("/proc/meminfo", "utf8"))![1]);
      const mem = rowsOf(run(["-r", log, "-m"]), "mem");
      expect(mem.length).toBeGreaterThan(0);
      for (const row of mem) expect(row.memTotalBytes).toBe(Math.floor(memTotalKiB / 1024) * 1024 * 1024);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("live -A parses completely: every report is recognised, none is unknown", () => {
    const recs = samples(run(["-A", "1", "1"]));
    expect(recs.length).toBeGreaterThan(10);
    expect(recs.filter((r) => r.section === "unknown")).toEqual([]);
  });
});
