import { escapeControls } from "../kit/errors.js";

/**
 * A record's warnings on standard error (an assumed unit: `free` without its flags is read as KiB), each distinct
 * text once per input and at most WARNINGS_SHOWN of them, so that a user who reads only the terminal is told too.
 */
const WARNINGS_SHOWN = 5;
export class Warnings {
  private seen = new Set<string>();
  constructor(
    /** the input's name, escaped (escapeControls) */
    private readonly source: string,
    private readonly enabled: boolean,
  ) {}

  say(record: unknown): void {
    const list = (record as { warnings?: unknown }).warnings;
    if (!this.enabled || !Array.isArray(list) || this.seen.size > WARNINGS_SHOWN) return;
    const format = (record as { format?: unknown }).format;
    for (const w of list) {
      if (typeof w !== "string" || this.seen.has(w)) continue;
      this.seen.add(w);
      if (this.seen.size > WARNINGS_SHOWN) {
        process.stderr.write(`benchparse: ${this.source}: more warnings in the records' "warnings"\n`);
        return;
      }
      process.stderr.write(`benchparse: ${this.source}: ${String(format)}: warning: ${escapeControls(w)}\n`);
    }
  }
}

/** A progress line on standard error (a terminal only) for inputs over a few MB: bytes read, records out, rate. */
export class Progress {
  private bytes = 0;
  private records = 0;
  private readonly started = Date.now();
  private last = 0;
  private shown = false;
  constructor(
    /** the input's name, escaped (escapeControls) */
    private readonly source: string,
    private readonly enabled: boolean,
  ) {}

  async *count(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<string | Uint8Array> {
    for await (const chunk of input) {
      this.bytes += typeof chunk === "string" ? chunk.length : chunk.byteLength;
      yield chunk;
    }
  }

  update(records: number): void {
    if (!this.enabled) return;
    this.records = records;
    const now = Date.now();
    if (this.bytes < 4 * 1024 * 1024 || now - this.last < 500) return;
    this.last = now;
    this.shown = true;
    const seconds = Math.max(0.001, (now - this.started) / 1000);
    process.stderr.write(`\r${this.source}: ${(this.bytes / 1048576).toFixed(1)} MiB read, ${this.records} records, ${Math.round(this.records / seconds)} records/s `);
  }

  done(): void {
    if (this.shown) process.stderr.write("\n");
  }
}
