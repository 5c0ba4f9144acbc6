/**
 * Differential test against sysstat itself: record a short sadc file, render it with sar (several options,
 * locales and styles) and with `sadf -j`, and check every value we parse from the text against sadf's.
 * Needs sysstat (sar, sadf, sadc) and the locales; outside CI a missing one skips visibly, in CI it fails.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SarRawRecord } from "../../src/formats/sar/raw.js";
import type { SarRecord } from "../../src/formats/sar/schema.js";
import { parse } from "../../src/index.js";
import { inCI } from "./helpers.js";
import { compareWithSadf } from "./sadf-oracle.js";

const SADC = ["/usr/lib/sysstat/sadc", "/usr/lib64/sa/sadc", "/usr/lib/sa/sadc"].find((p) => existsSync(p));
const haveSysstat = SADC !== undefined && spawnSync("sh", ["-c", "command -v sar && command -v sadf"]).status === 0;
if (!haveSysstat && !inCI) console.warn("[sar] sysstat (sar, sadf, sadc) not installed: live oracle tests skipped");

/**
 * Whether a locale can be set, asked of setlocale itself (`locale charmap` in it), not of `locale -a`'s list: an
 * unusable locale falls back to C in sar without a word (`LOCPATH=/empty npx vitest run test/sar/live-oracle.test.ts`
 * shows the skips).
 */
function hasLocale(name: string): boolean {
  if (name === "C") return true;
  const r = spawnSync("locale", ["charmap"], { encoding: "utf8", env: { ...process.env, LC_ALL: name } });
  return r.status === 0 && (r.stdout ?? "").trim() === "UTF-8" && !(r.stderr ?? "").includes("Cannot set");
}
const missingLocales = ["de_DE.UTF-8", "fr_FR.UTF-8", "en_US.UTF-8", "zh_CN.UTF-8", "ja_JP.UTF-8"].filter((l) => haveSysstat && !hasLocale(l));
if (missingLocales.length > 0 && !inCI) {
  console.warn(`[sar] locale(s) ${missingLocales.join(", ")} cannot be set (generate them: localedef -i fr_FR -f UTF-8 fr_FR.UTF-8, ...): their live oracle tests are skipped`);
}

type Json = Record<string, unknown>;
let dir = "";
let file = "";
let liveFile = "";
let liveText = "";
let oracle: Json[] = [];

function run(cmd: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync(cmd, args, { encoding: "utf8", env: { ...process.env, TZ: "UTC", LC_ALL: "C", ...env }, timeout: 20_000 });
}

function check(text: string, sadf: Json[], options: Record<string, unknown> = {}): { checked: number; mismatches: string[] } {
  const recs = parse(text, { format: "sar", ...options }) as SarRecord[];
  const raw = parse(text, { format: "sar", raw: true, ...options }) as unknown as SarRawRecord[];
  return compareWithSadf(recs, raw, sadf);
}

describe.skipIf(!haveSysstat && !inCI)("sar: live differential test against sadf -j", () => {
  beforeAll(() => {
    expect(haveSysstat, "sysstat must be installed in CI (apt-get install -y sysstat)").toBe(true);
    dir = mkdtempSync(join(tmpdir(), "benchparse-sar-"));
    file = join(dir, "sa.test");
    run(SADC!, ["-S", "XALL", "1", "3", file]);
    run(SADC!, ["-C", "oracle comment", file]);
    run(SADC!, [file]); // a restart mark
    run(SADC!, ["-S", "XALL", "1", "2", file]);
    oracle = [JSON.parse(run("sadf", ["-j", file, "--", "-A"])), JSON.parse(run("sadf", ["-j", file, "--", "-u", "-P", "ALL"]))];
    // Live mode, saved at the same time with -o.
    liveFile = join(dir, "sa.live");
    liveText = run("sar", ["-o", liveFile, "-u", "-P", "ALL", "-r", "-n", "DEV", "-q", "1", "2"]);
  }, 60_000);

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  // fr_FR prints the header date as dd/mm/yyyy, which on days 1-12 of a month reads either way: the header record
  // then says so in a warning, and a user who knows the report's locale passes dateOrder, as this case does
  const cases: [string, string, string[], Record<string, string>?, Record<string, unknown>?][] = [
    ["sar -A", "C", ["-A"]],
    ["sar -A -C", "C", ["-A", "-C"]],
    ["sar -A --human", "C", ["-A", "--human"]],
    ["sar -h", "C", ["-h", "-u", "-r", "-S", "-d", "-n", "DEV", "-F", "-q"]],
    ["sar --dec=0 -A", "C", ["--dec=0", "-A"]],
    ["sar -d -p", "C", ["-d", "-p"]],
    ["S_TIME_FORMAT=ISO", "C", ["-C", "-u", "-r", "-n", "DEV"], { S_TIME_FORMAT: "ISO" }],
    ["S_COLORS=always", "C", ["-u", "-P", "ALL", "-r"], { S_COLORS: "always" }],
    ["de_DE -A", "de_DE.UTF-8", ["-A", "-C"]],
    ["fr_FR", "fr_FR.UTF-8", ["-C", "-u", "-r", "-n", "DEV", "-d", "-q"], {}, { dateOrder: "DMY" }],
    ["en_US (12-hour)", "en_US.UTF-8", ["-C", "-u", "-P", "ALL", "-r", "-n", "DEV", "-q"]],
    ["zh_CN", "zh_CN.UTF-8", ["-C", "-u", "-r", "-n", "DEV", "-q"]],
    ["ja_JP", "ja_JP.UTF-8", ["-C", "-u", "-r", "-n", "DEV", "-q"]],
  ];

  for (const [name, locale, args, env, options] of cases) {
    it.skipIf(!hasLocale(locale) && !inCI)(`${name} (${locale}) agrees with sadf -j`, () => {
      expect(hasLocale(locale), `locale ${locale} must be installed in CI (localedef)`).toBe(true);
      const text = run("sar", [...args, "-f", file], { LC_ALL: locale, ...(env ?? {}) });
      const result = check(text, oracle, options);
      expect(result.mismatches).toEqual([]);
      expect(result.checked).toBeGreaterThan(10);
    });
  }

  it.skipIf(!hasLocale("fr_FR.UTF-8") && !inCI)("fr_FR's header date is read day first: as written when the day tells (13-31), else from the report's decimal commas and French labels", () => {
    expect(hasLocale("fr_FR.UTF-8"), "locale fr_FR.UTF-8 must be installed in CI (localedef)").toBe(true);
    const printedOf = (text: string): [string, string, string] => {
      const m = /\s(\d\d)\/(\d\d)\/(\d{4})\s/.exec(text.split("\n")[0]!)!;
      return [m[1]!, m[2]!, m[3]!];
    };
    // -u: decimal commas in the first row (a warning says the order was inferred)
    const text = run("sar", ["-u", "-f", file], { LC_ALL: "fr_FR.UTF-8" });
    const header = (parse(text, { format: "sar" }) as SarRecord[]).find((r) => r.kind === "header")!;
    const [day, month, year] = printedOf(text);
    expect(header).toMatchObject({ date: `${year}-${month}-${day}`, dateOrder: day === month ? expect.any(String) : "DMY" });
    if (Number(day) <= 12 && day !== month) expect(header).toMatchObject({ warnings: [expect.stringContaining("decimal commas")] });
    // -v prints whole numbers only: the `Moyenne :` row settles it, without a warning
    const whole = run("sar", ["-v", "--dec=0", "-f", file], { LC_ALL: "fr_FR.UTF-8" });
    const h2 = (parse(whole, { format: "sar" }) as SarRecord[]).find((r) => r.kind === "header")!;
    expect(h2).toMatchObject({ date: `${year}-${month}-${day}` });
    expect(h2.kind === "header" && h2.warnings).toBeFalsy();
  });

  it("live mode (sar -o FILE ... 1 2) agrees with sadf -j of the file it wrote", () => {
    const sadf = [JSON.parse(run("sadf", ["-j", liveFile, "--", "-r", "-n", "DEV", "-q"])), JSON.parse(run("sadf", ["-j", liveFile, "--", "-u", "-P", "ALL"]))];
    const result = check(liveText, sadf);
    expect(result.mismatches).toEqual([]);
    expect(result.checked).toBeGreaterThan(10);
  });

  it("restart and comment records match sadf's", () => {
    const recs = parse(run("sar", ["-A", "-C", "-f", file]), { format: "sar" }) as SarRecord[];
    const host = ((oracle[0]!.sysstat as Json).hosts as Json[])[0]!;
    const boots = (host.restarts as Json[] | undefined) ?? [];
    const restarts = recs.filter((r) => r.kind === "restart");
    expect(restarts.map((r) => r.kind === "restart" && r.timestamp)).toEqual(boots.map((b) => `${(b.boot as Json).date}T${(b.boot as Json).time}`));
    expect(recs.filter((r) => r.kind === "comment").map((r) => r.kind === "comment" && r.text)).toEqual(["oracle comment"]);
  });
});
