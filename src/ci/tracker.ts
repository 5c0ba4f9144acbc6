import { toBenchmarkAction } from "./benchmark-action.js";
import { toBmf } from "./bmf.js";
import { RunCollector } from "./runs.js";

/** The regression trackers' outputs: github-action-benchmark's custom JSON, Bencher Metric Format. */
export const TRACKER_OUTPUTS = ["benchmark-action", "bmf"] as const;
export type TrackerOutput = (typeof TRACKER_OUTPUTS)[number];

export interface TrackerOptions {
  output: TrackerOutput;
  /**
   * benchmark-action: the files' prefix, `P` for `P.bigger.json` and `P.smaller.json` (needed: the action takes one
   * direction per file). bmf: when given, the document is the file `P.bmf.json` instead of the output text.
   */
  outPrefix?: string;
  /** The runs' name template (`{tool}`, `{target}`, `{concurrency}`, `{threads}`, `{source}`), instead of the default. */
  name?: string;
}

/** A file a tracker output is written to. */
export interface TrackerFile {
  path: string;
  text: string;
}

/**
 * A tracker output, fed records as they come (MetricsWriter's path): the runs are gathered (a small map each) and
 * written at the end, as one JSON document (BMF) or two files (benchmark-action).
 */
export class TrackerEncoder {
  private readonly collector: RunCollector;

  /** @throws RangeError when benchmark-action has no outPrefix, or the name template has an unknown placeholder */
  constructor(readonly options: TrackerOptions) {
    if (options.output === "benchmark-action" && options.outPrefix === undefined) {
      throw new RangeError("-o benchmark-action writes two files, one per direction (github-action-benchmark takes one direction per file): give --out-prefix P (library: outPrefix) for P.bigger.json and P.smaller.json");
    }
    if (options.outPrefix === "") throw new RangeError("--out-prefix: give a path prefix");
    this.collector = new RunCollector(options.name);
  }

  input(source?: string): void {
    this.collector.input(source);
  }

  /** Takes a record; false when it holds no load-test run (not a load generator's record, nor an ab -g row). */
  add(record: unknown): boolean {
    return this.collector.add(record);
  }

  /** The runs gathered so far (after end(): all). */
  get runs(): number {
    return this.collector.runs.length;
  }

  /** The output text (BMF without outPrefix) and the files to write. */
  end(): { text: string; files: TrackerFile[] } {
    const runs = this.collector.finish();
    const prefix = this.options.outPrefix;
    if (this.options.output === "bmf") {
      const text = `${JSON.stringify(toBmf(runs), null, 2)}\n`;
      return prefix === undefined ? { text, files: [] } : { text: "", files: [{ path: `${prefix}.bmf.json`, text }] };
    }
    const { bigger, smaller } = toBenchmarkAction(runs);
    return {
      text: "",
      files: [
        { path: `${prefix}.bigger.json`, text: `${JSON.stringify(bigger, null, 2)}\n` },
        { path: `${prefix}.smaller.json`, text: `${JSON.stringify(smaller, null, 2)}\n` },
      ],
    };
  }
}
