/**
 * Issue #40, class 1: no format reads another's text silently. Every sample of every registered format (its
 * FormatDefinition.testing: test/helpers/formats.ts) is read as a user would read it:
 * - with auto-detection, which must pick the sample's own format;
 * - with every other format forced (`--format X` on format Y's output), which must fail (a ParseError, a non-zero
 *   exit): success with records of the wrong format is the worst outcome there is (exit 0, wrong numbers).
 * An empty sample (a tool that printed nothing on that stream) is detected as nothing and refused by every format.
 *
 * KNOWN_MISREADS lists the pairs that still read another format's sample (forced format: samples), each a defect of
 * the forced format to fix in that format; the test asserts that each is still a misread, so that the entry must go
 * when its fix lands, and that every listed sample exists. The sysstat formats (sar, iostat, mpstat, pidstat) and
 * atsar have none: they refuse another tool's text and name it (src/formats/sysstat/detect.ts). The CLI's exit
 * status for the same cases: scripts/cross-format-cli.mjs.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detect, safeParse } from "../src/index.js";
import { formatNames, formatSamples, getFormat, type FormatName } from "./helpers/formats.js";
import { root } from "./helpers/samples.js";

/**
 * Forced format -> the samples (under samples/) it still reads with exit 0 and records: defects of that format. None
 * today: the 178 pairs listed when this test came (ab, h2load, hey, wrk, webbench, ... forced on free, top, vmstat
 * and each other's text) are refused since each format refuses another tool's text (#39, #40). A pair that misreads
 * again fails below; list it here only with the issue that will fix it.
 */
const KNOWN_MISREADS: Partial<Record<FormatName, readonly string[]>> = {
  // #46: php-fpm's `?full` blocks print `requests: N` (h2load takes it for its requests line cut off), `script: -`
  // (k6 for its header's script line) and a line of stars (siege for its mark line): each to refuse in its format
  h2load: [
    "php-fpm-status/idle-full-cgi-fcgi.txt",
    "php-fpm-status/idle-full.txt",
    "php-fpm-status/series-epoch-ns-full-ab-n200-c10.txt",
    "php-fpm-status/third-party-netdata-go.d-phpfpm-status-full.txt",
    "php-fpm-status/under-load-full.txt",
  ],
  k6: [
    "php-fpm-status/idle-full-cgi-fcgi.txt",
    "php-fpm-status/idle-full.txt",
    "php-fpm-status/series-epoch-ns-full-ab-n200-c10.txt",
    "php-fpm-status/third-party-netdata-go.d-phpfpm-status-full.txt",
    "php-fpm-status/under-load-full.txt",
  ],
  // #44: `-o j` with the default print: the intro and `Done!` lines before the JSON are bombardier's own lines (read as
  // a run with the intro alone, incomplete); bombardier to refuse its intro when -o json's document follows it
  bombardier: ["bombardier-json/bombardier-o-j-default-print-intro-progress-result-id-9877085135.txt"],
  siege: [
    "php-fpm-status/idle-full-cgi-fcgi.txt",
    "php-fpm-status/idle-full.txt",
    "php-fpm-status/series-epoch-ns-full-ab-n200-c10.txt",
    "php-fpm-status/third-party-netdata-go.d-phpfpm-status-full.txt",
    "php-fpm-status/under-load-full.txt",
  ],
};

/** Every sample, by format: its path under samples/ and its text. */
const samples = formatNames.flatMap((format) => {
  const folder = getFormat(format).testing.samples;
  return formatSamples(format).map((file) => {
    const path = `${folder.replace(/^samples\//, "")}/${file}`;
    return { format, path, text: readFileSync(join(root, folder, file), "utf8") };
  });
});

const known = new Set(Object.entries(KNOWN_MISREADS).flatMap(([forced, paths]) => paths.map((p) => `${forced} ${p}`)));

describe("KNOWN_MISREADS", () => {
  it("names samples that exist and formats that are registered, each pair once", () => {
    for (const [forced, paths] of Object.entries(KNOWN_MISREADS)) {
      expect(formatNames, forced).toContain(forced);
      expect(new Set(paths).size, forced).toBe(paths.length);
      for (const p of paths) expect(existsSync(join(root, "samples", p)), p).toBe(true);
    }
  });

  it("lists no sysstat or atsar format: they refuse every other format's sample", () => {
    for (const format of ["sar", "iostat", "mpstat", "pidstat", "atsar"]) expect(KNOWN_MISREADS[format as FormatName]).toBeUndefined();
  });
});

describe.each(formatNames)("samples of %s", (own) => {
  const mine = samples.filter((s) => s.format === own);

  it("has samples", () => expect(mine.length).toBeGreaterThan(0));

  it.each(mine.map((s) => [s.path, s] as const))("%s: detected as its own format, refused by every other", (_path, { path, text }) => {
    const empty = !/\S/.test(text);
    // an empty output (siege's stderr in JSON mode) is no format's
    expect(detect(text)?.format, "detected").toBe(empty ? undefined : own);
    const misread: string[] = [];
    const fixed: string[] = [];
    for (const forced of formatNames) {
      if (forced === own) continue;
      const result = safeParse(text, { format: forced });
      const read = result.success && result.data.length > 0;
      const listed = known.has(`${forced} ${path}`);
      if (read && !listed) misread.push(`${forced} read it: ${result.success ? result.data.length : 0} records, exit 0`);
      if (!read && listed) fixed.push(`${forced} refuses it now: remove "${path}" from KNOWN_MISREADS.${forced}`);
      // and never a success with nothing (an exit 0 that says nothing)
      if (result.success && result.data.length === 0) misread.push(`${forced} read it as no records, without an error`);
    }
    expect(misread, "forced formats that read this sample").toEqual([]);
    expect(fixed, "KNOWN_MISREADS entries that no longer misread").toEqual([]);
  });
});
