/** Output text gathered into writes of about this many characters. */
const BATCH_CHARS = 64 * 1024;

/**
 * Standard output in batches, with backpressure. Text is gathered and written in writes of about 64 KiB; when the
 * stream's buffer is full (write returned false), add() returns a promise that settles on 'drain', and the caller
 * awaits it before reading on, so a slow reader pauses the parse and memory stays bounded whatever its speed.
 *
 * Output stays live: whatever is gathered is also written from a setImmediate callback. The parse works through the
 * input it already holds in promise jobs, which run before any immediate, so the callback runs only once the parse
 * has nothing more at hand and waits for input (once per chunk read, at most): `slow-tool | benchparse` prints each
 * record as soon as the input that made it has been read, and a fast input still gets 64 KiB writes.
 */
export class Output {
  private text = "";
  private drained: Promise<void> | undefined;
  private scheduled = false;
  constructor(private readonly stream: NodeJS.WriteStream) {}

  /** Adds text to the output; returns a promise to await before adding more when the stream is full. */
  add(text: string): Promise<void> | undefined {
    this.text += text;
    if (this.text.length >= BATCH_CHARS) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.flush();
      });
    }
    return this.drained;
  }

  /** Writes what was gathered; resolves once the stream has taken it all. */
  async end(): Promise<void> {
    this.flush();
    await this.drained;
  }

  private flush(): void {
    if (this.text === "") return;
    const text = this.text;
    this.text = "";
    // A write error is reported by the stream's 'error' event (see below), which ends the process.
    if (!this.stream.write(text) && this.drained === undefined) {
      this.drained = new Promise((resolve) =>
        this.stream.once("drain", () => {
          this.drained = undefined;
          resolve();
        }),
      );
    }
  }
}
