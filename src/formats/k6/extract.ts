/** Finding a k6 summary in other text (extract), and its command line. */
import { type ExtractSignature } from "../../kit/line-tests.js";
import type { ProgramSpec } from "../../kit/format.js";
import { k6DurationMs } from "./normalize.js";
import { CHECK, CHECK_DETAILS, HEAD, LOGO, METRIC, PROGRESS, PROGRESS_BAR, SCENARIO_LINE, SECTION, THRESHOLD, THRESHOLDS, TITLE, TOTAL_RESULTS } from "./lines.js";

const whole = (v: string | true | undefined): number | undefined => (typeof v === "string" && /^\d+$/.test(v) && Number.isSafeInteger(Number(v)) ? Number(v) : undefined);
const seconds = (v: string | true | undefined): number | undefined => {
  if (typeof v !== "string") return undefined;
  try {
    return k6DurationMs(/^\d+$/.test(v) ? `${v}s` : v) / 1000;
  } catch {
    return undefined;
  }
};

/**
 * k6, as its command line reads (cobra/pflag: `-u 10`, `--vus 10`, `--vus=10`, `-d 30s`, `--duration 30s`): `k6 run
 * --vus 10 --duration 30s script.js` gives the VUs as concurrency and the duration.
 */
export const k6Program: ProgramSpec = {
  name: "k6",
  aliases: ["k6.exe"],
  // the options of `k6 run` that take a value (the letters -u -d -i -s -e -o -l -q take one; -w, -v, -q... are flags)
  shortWithValue: "udiseo",
  longWithValue: [
    "vus", "duration", "iterations", "stage", "env", "out", "summary-export", "summary-trend-stats", "summary-time-unit", "summary-mode", "tag",
    "config", "compatibility-mode", "max-redirects", "batch", "batch-per-host", "rps", "user-agent", "http-debug", "system-tags", "log-output",
    "log-format", "console-output", "address", "execution-segment", "execution-segment-sequence", "local-ips", "dns", "linger", "blacklist-ip",
    "block-hostnames", "include-system-env-vars", "paused", "no-setup", "no-teardown",
  ],
  figures: (o) => ({
    ...(whole(o.u ?? o.vus) !== undefined ? { concurrency: whole(o.u ?? o.vus) } : {}),
    ...(seconds(o.d ?? o.duration) !== undefined ? { durationSeconds: seconds(o.d ?? o.duration) } : {}),
  }),
};

// k6 end-of-test summary — FORMATS-more.md §8

export const k6Signature: ExtractSignature = {
  start: [HEAD, PROGRESS, TOTAL_RESULTS, THRESHOLDS, METRIC, TITLE],
  body: [HEAD, SCENARIO_LINE, PROGRESS, PROGRESS_BAR, LOGO, METRIC, CHECK, CHECK_DETAILS, TITLE, THRESHOLD, SECTION, /^\s*[A-Za-z_][A-Za-z0-9_]*\s*$/],
  runStart: [/^\s*execution: \S/, THRESHOLDS, TOTAL_RESULTS],
  runEnd: [METRIC],
  splitBefore: [/(?<![\w.])[a-z_]+\.{3,}: /, /execution: local/, /running \(\d/],
};
