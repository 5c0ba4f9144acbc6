import type { LineKind } from "./lines.js";

/**
 * Where one h2load run ends and the next begins, line by line: the grouping (raw.ts) and the stream cutter (index.ts)
 * both ask this, so a run is the same whether the input is read whole or piece by piece.
 *
 * A run begins with its head (`starting benchmark...`, `spawning thread ...`, the TLS and protocol lines, progress)
 * and ends with its results (`finished in` to the statistics table). The next run begins at:
 * - `starting benchmark...` once the run has begun;
 * - a head line or a message once the run has results (messages before `starting benchmark...`, such as the -t
 *   warning, and those during a run, such as `client could not connect to host`, are the run's);
 * - a result line the run already has (runs pasted without their head);
 * - `h2load nghttp2/1.52.0` (--version) or the usage text when the run has any line; after them (h2load exits) any
 *   h2load line.
 * A pasted `h2load ...` command line ends a run that has begun: the next h2load line begins another.
 */
export class RunTracker {
  /** The run has a line h2load prints. */
  private any = false;
  private begun = false;
  private results = false;
  /** The run is a version line or the usage text: h2load printed it and exited. */
  private closed = false;
  private readonly fields = new Set<string>();

  /**
   * Reads one line's kind: "new" when the line begins a new run (the state is then that run's, with this line),
   * "close" when it ends the current run (a command line: it belongs to no run), else "same".
   */
  step(line: LineKind, command = false): "new" | "same" | "close" {
    if (line.kind === "other") {
      if (command && this.begun) {
        this.reset();
        return "close";
      }
      return "same";
    }
    const next = this.startsRun(line);
    if (next) this.reset();
    this.any = true;
    switch (line.kind) {
      case "starting":
      case "head":
        this.begun = true;
        break;
      case "result":
        this.begun = true;
        this.results = true;
        this.fields.add(line.field);
        break;
      case "version":
      case "usage":
        this.closed = true;
        break;
      default:
    }
    return next ? "new" : "same";
  }

  private startsRun(line: Exclude<LineKind, { kind: "other" }>): boolean {
    if (this.closed) return true;
    switch (line.kind) {
      case "starting":
        return this.begun;
      case "head":
      case "message":
        return this.results;
      case "result":
        return this.fields.has(line.field);
      case "version":
      case "usage":
        return this.any;
      default:
        return false;
    }
  }

  private reset(): void {
    this.any = false;
    this.begun = false;
    this.results = false;
    this.closed = false;
    this.fields.clear();
  }
}
