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

/** Forced format -> the samples (under samples/) it still reads with exit 0 and records: defects of that format. */
const KNOWN_MISREADS: Partial<Record<FormatName, readonly string[]>> = {
  ab: [
    "free/procps-4.0.2-C-b-w-l-t-v.txt",
    "free/procps-4.0.2-C-g-l-t-v.txt",
    "free/procps-4.0.2-C-h-si-w-t.txt",
    "free/procps-4.0.2-C-m-w-t.txt",
    "free/procps-4.0.2-C-t.txt",
    "free/procps-4.0.2-bigmem-b-wltv.txt",
    "free/procps-4.0.2-bigmem-default-wltv.txt",
    "free/procps-4.0.2-bigmem-g-wltv.txt",
    "free/procps-4.0.2-bigmem-giga-wltv.txt",
    "free/procps-4.0.2-bigmem-k-wltv.txt",
    "free/procps-4.0.2-bigmem-kilo-wltv.txt",
    "free/procps-4.0.2-bigmem-m-wltv.txt",
    "free/procps-4.0.2-bigmem-mega-wltv.txt",
    "free/procps-4.0.2-bigmem-pebi-wltv.txt",
    "free/procps-4.0.2-bigmem-peta-wltv.txt",
    "free/procps-4.0.2-bigmem-si-wltv.txt",
    "free/procps-4.0.2-bigmem-tebi-wltv.txt",
    "free/procps-4.0.2-bigmem-tera-wltv.txt",
    "free/procps-4.0.2-es_ES-l-t-v.txt",
    "free/procps-4.0.2-fr_FR-l-t-v.txt",
    "free/procps-4.0.2-fr_FR-w-l-t-v.txt",
    "free/procps-4.0.2-frozen-b-wltv.txt",
    "free/procps-4.0.2-frozen-default-wltv.txt",
    "free/procps-4.0.2-frozen-g-wltv.txt",
    "free/procps-4.0.2-frozen-giga-wltv.txt",
    "free/procps-4.0.2-frozen-k-wltv.txt",
    "free/procps-4.0.2-frozen-kilo-wltv.txt",
    "free/procps-4.0.2-frozen-m-wltv.txt",
    "free/procps-4.0.2-frozen-mega-wltv.txt",
    "free/procps-4.0.2-frozen-pebi-wltv.txt",
    "free/procps-4.0.2-frozen-peta-wltv.txt",
    "free/procps-4.0.2-frozen-si-wltv.txt",
    "free/procps-4.0.2-frozen-tebi-wltv.txt",
    "free/procps-4.0.2-frozen-tera-wltv.txt",
    "free/procps-4.0.2-pt_BR-l-t-v.txt",
    "free/procps-4.0.2-ro_RO-l-t-v.txt",
    "free/written-busybox-1.1-default.txt",
    "free/written-procps-3.2.8-m-l-t-s1-c2.txt",
    "free/written-procps-3.3.10-l-t.txt",
    "h2load/h2load-h1-tls-n2000-c10.txt",
    "h2load/h2load-tls-h2-bigfile-t2-n4000-c8-m4.txt",
    "h2load/h2load-tls-h2-n5000-c10-m10.txt",
    "h2load/h2load-tls12-ecdh-p256-n1000-c4-m4.txt",
    "iostat/iostat-h.txt",
    "iostat/iostat-x-h-1-2.txt",
    "iostat/iostat-x-human-compact.txt",
    "webbench/webbench-1.5-children-died-c1200.txt",
    "webbench/webbench-1.5-connect-failed-redirected.txt",
    "webbench/webbench-1.5-connect-failed-terminal.txt",
    "webbench/webbench-1.5-crlf-session-3-runs.txt",
    "webbench/webbench-1.5-fork-failed-c5000.txt",
    "webbench/webbench-1.5-interrupted-ctrl-c.txt",
    "webbench/webbench-1.5-loop-3-runs-stdout-only.txt",
    "webbench/webbench-1.5-negative-bytes-overflow.txt",
    "webbench/webbench-1.5-options-proxy-reload-trace.txt",
    "webbench/webbench-1.5-pipe-late-header-copy-c2-t3.txt",
    "webbench/webbench-1.5-redirected-file-c3-t5.txt",
    "webbench/webbench-1.5-terminal-c10-t30.txt",
    "webbench/webbench-coroutine-fork-no-final-dot.txt",
    "webbench/webbench-plus-post-1.6-post-and-header.txt",
    "webbench/webbench-weiqiangdragonite-fork.txt",
  ],
  bombardier: [
    "httperf/httperf-404-calls10-conns100.txt",
    "httperf/httperf-502-rate500-conns500.txt",
    "httperf/httperf-conns1000.txt",
    "httperf/httperf-hog-method-head-add-header-conns20.txt",
    "httperf/httperf-locale-de-rate200-conns400.txt",
    "httperf/httperf-median-above-max-conns1.txt",
    "httperf/httperf-print-reply-request-conns2.txt",
    "httperf/httperf-rate100-conns700-samples.txt",
    "httperf/httperf-rate200-conns400-calls5.txt",
    "httperf/httperf-refused-conns50.txt",
    "httperf/httperf-sigint-after-2s-rate10-conns100.txt",
    "httperf/httperf-stdout-stderr-together-conns100.txt",
    "httperf/httperf-timeout1-silent-rate10-conns20.txt",
    "httperf/httperf-timeout1-slow-rate5-conns10.txt",
    "httperf/httperf-ulimit-n20-rate2000-conns1000-slow.txt",
    "httperf/httperf-verbose-period-e0.01-conns1600.txt",
    "httperf/httperf-verbose-rate100-conns1100-reply-rate.txt",
    "httperf/httperf-verbose-rate200-conns200.txt",
    "httperf/httperf-verbose2-rate200-conns200.txt",
    "httperf/httperf-version.txt",
    "httperf/httperf-wlog-mixed-status-calls4-conns50.txt",
  ],
  h2load: [
    "ab/ab-https-ecdsa-ecdh-p256-n300-c5.txt",
    "ab/ab-https-ecdsa-ecdh-p256-tls12-f-n300-c5.txt",
    "ab/ab-https-ecdsa-n300-c5.txt",
    "ab/ab-https-rsa-dhe-tls12-n200-c5.txt",
    "ab/ab-https-rsa-ip-literal-n300-c5.txt",
    "ab/ab-https-rsa-keepalive-k-n1000-c10.txt",
    "ab/ab-https-rsa-n300-c5.txt",
    "ab/ab-https-rsa-no-sni-I-n300-c5.txt",
    "ab/ab-https-rsa-tls12-f-n300-c5.txt",
    "ab/ab-https-verbose-v3-n3-c1.txt",
    "ab/ab-https-verbose-v4-n3-c1.txt",
  ],
  hey: [
    "ab/ab-no-percentiles-d-n500-c10.txt",
    "ab/ab-single-n1-c1.txt",
    "bombardier/pasted-darlanmoraes-pre-v1.2-requests-mode-4-runs.txt",
    "bombardier/pasted-roseoxhu-windows-lambda-prompt-l-progress-done-same-line.txt",
    "bombardier/written-v2-d10s-c125-l-total-2xx-errors-cr-progress.txt",
    "free/procps-4.0.2-C-h-si-w-t.txt",
    "free/procps-4.0.2-C-m-w-t.txt",
    "free/procps-4.0.2-C-t.txt",
    "free/written-busybox-1.1-default.txt",
    "free/written-procps-3.3.10-l-t.txt",
    "mpstat/mpstat-1-3.txt",
    "mpstat/mpstat-locale-en_IN-numeric-zone.txt",
    "mpstat/mpstat-midnight-C.txt",
    "mpstat/mpstat-n-1-2.txt",
    "pidstat/pidstat-I-1-2.txt",
    "pidstat/pidstat-d-p-writer-1-3.txt",
    "pidstat/pidstat-midnight-C.txt",
    "pidstat/pidstat-r-p-sleep-1-2.txt",
    "pidstat/pidstat-u-p-1-3.txt",
    "sar/sar-ambiguous-date-C-u.txt",
    "sar/sar-live-u-1-3.txt",
    "sar/sar-live-w-en_US.txt",
    "sar/sar-synthetic-m-USB-stripped-trailing-blanks.txt",
    "wrk/pasted-spring-benchmark-zsh-prompts-connect-errors.txt",
    "wrk/wrk-bigfile-t2-c10-d3s.txt",
    "wrk/wrk-close-mid-body-t2-c10-d2s.txt",
    "wrk/wrk-header-H-latency-t2-c10-d2s.txt",
    "wrk/wrk-latency-t12-c400-d3s.txt",
    "wrk/wrk-latency-t2-c10-d3s.txt",
    "wrk/wrk-latency-t4-c100-d3s.txt",
    "wrk/wrk-locale-de-latency-t2-c10-d2s.txt",
    "wrk/wrk-nokeepalive-t2-c50-d2s.txt",
    "wrk/wrk-non2xx-404-t2-c10-d2s.txt",
    "wrk/wrk-non2xx-502-t2-c10-d2s.txt",
    "wrk/wrk-non2xx-mixed-latency-t2-c20-d2s.txt",
    "wrk/wrk-rst-after-3-t2-c10-d2s.txt",
    "wrk/wrk-rst-on-accept-t2-c10-d2s.txt",
    "wrk/wrk-script-alternate-timeout1s-latency-t2-c20-d4s.txt",
    "wrk/wrk-script-post-t2-c10-d2s.txt",
    "wrk/wrk-script-setup-thread-t2-c4-d2s.txt",
    "wrk/wrk-server-stopped-mid-run-latency-t2-c10-d4s.txt",
    "wrk/wrk-server-stopped-mid-run-t2-c10-d4s.txt",
    "wrk/wrk-t1-c1-d2s.txt",
    "wrk/wrk-t2-c10-d3s.txt",
    "wrk/wrk-t8-c1000-d3s-timeout10s.txt",
    "wrk/wrk-timeout-slow-latency-t2-c10-d4s-timeout1s.txt",
    "wrk/wrk-timeout-slow-t2-c10-d4s-timeout1s.txt",
    "wrk/wrk-timeout-slow-t2-c10-d4s-timeout2s.txt",
    "wrk/wrk-ulimit-n40-t2-c100-d2s.txt",
    "wrk/wrk2-pasted-infinilabs-root-prompt-R100000-timeouts-refused.txt",
    "wrk/wrk2-pasted-readme-R2000-t2-c100-usec-calibration.txt",
  ],
  httperf: [
    "ab/synth-ab-1.3d-a0-blog-wrapped.txt",
    "bombardier/written-p-r-refused-no-data.txt",
    "bombardier/written-v1.2-n10000-c50-status-classes-timeout.txt",
    "bombardier/written-v2-d10s-c125-l-total-2xx-errors-cr-progress.txt",
  ],
  siege: [
    "ab/seed-004-four-runs-no-banner.txt",
    "bombardier/pasted-roseoxhu-windows-lambda-prompt-l-progress-done-same-line.txt",
    "bombardier/written-p-r-refused-no-data.txt",
    "bombardier/written-v1.2-n10000-c50-status-classes-timeout.txt",
    "bombardier/written-v2-d10s-c125-l-total-2xx-errors-cr-progress.txt",
    "hey/hey-usage.stderr.txt",
    "k6/pasted-1x-thresholds-custom-metrics-two-scenarios.txt",
    "k6/pasted-gmagmeg-k6-1.x-grouped-summary-thresholds-truncated-columns.txt",
    "k6/pasted-legacy-failed-checks-pass-fail-counts.txt",
    "k6/pasted-nordfjord-k6-0.3x-classic-summary-starship-prompt.txt",
    "nginx-stub-status/series-date-rfc3339.txt",
  ],
  vmstat: [
    "autocannon/autocannon-timeout1-slow-status-codes-crash-c10-d3.txt",
  ],
  wrk: [
    "autocannon/autocannon-timeout1-slow-status-codes-crash-c10-d3.txt",
    "hey/hey-gzip-chunked-n100-c5.txt",
    "hey/hey-gzip-disable-compression-n100-c5.txt",
    "hey/hey-h2-tls-n2000-c20.txt",
    "hey/hey-head-m-n100-c5.txt",
    "hey/hey-locale-de-n1000-c10.txt",
    "hey/hey-n200-c1.txt",
    "hey/hey-n2000-c50.txt",
    "hey/hey-n5-c5.txt",
    "hey/hey-non2xx-mixed-n2000-c20-disable-keepalive.txt",
    "hey/hey-post-m-d-n1000-c10.txt",
    "hey/hey-rate-q50-z2s-c4.txt",
    "hey/hey-refused-n100-c10.txt",
    "hey/hey-server-stopped-mid-run-z3s-c10.txt",
    "hey/hey-timeout-t1-n20-c5-silent-upstream.txt",
    "hey/hey-timeout-t1-n40-c10-slow.txt",
    "hey/hey-z2s-c20.txt",
    "hey/pasted-oha-readme-starship-prompt-tabs-expanded.txt",
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
