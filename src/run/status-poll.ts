import { PassThrough } from "node:stream";

/** A status page's body is read up to this many bytes (a stub_status page is about 100). */
const MAX_BODY = 64 * 1024;

/**
 * Polls a status page over HTTP (node:http) every `intervalSeconds`, from now until stop(): `output` is the pages
 * as a timestamped series, each page after the ISO 8601 time its answer arrived (as `date -Ins` would print it),
 * for the format's parser. A failed poll (refused, a status other than 200, a timeout) writes nothing: it is told
 * to `warn` (the first of each kind; the count at the end).
 */
export function pollStatusPage(url: string, intervalSeconds: number, warn: (message: string) => void): { output: PassThrough; stop(): Promise<void> } {
  const { request } = process.getBuiltinModule("node:http");
  const output = new PassThrough();
  const said = new Set<string>();
  let failures = 0;
  let inFlight: { destroy(): void } | undefined;
  let pending: Promise<void> = Promise.resolve();
  let stopped = false;
  const fail = (why: string): void => {
    failures++;
    if (!said.has(why)) {
      said.add(why);
      warn(`${url}: ${why}`);
    }
  };
  const poll = (): Promise<void> =>
    new Promise((resolve) => {
      const req = request(url, { timeout: Math.max(500, intervalSeconds * 1000) }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY) chunks.push(chunk);
        });
        res.on("end", () => {
          inFlight = undefined;
          if (res.statusCode !== 200) fail(`HTTP status ${res.statusCode}`);
          else if (size > MAX_BODY) fail(`a page over ${MAX_BODY} bytes (not a status page?)`);
          else if (!stopped) output.write(`${new Date().toISOString()}\n${Buffer.concat(chunks).toString("utf8").trimEnd()}\n`);
          resolve();
        });
        res.on("error", () => resolve());
      });
      inFlight = req;
      req.on("timeout", () => req.destroy(new Error("no answer in time")));
      req.on("error", (err: NodeJS.ErrnoException) => {
        inFlight = undefined;
        if (!stopped) fail(err.code ?? err.message);
        resolve();
      });
      req.end();
    });
  // one poll per tick of the interval from now; a tick missed while a poll was slow is skipped, not caught up
  const started = Date.now();
  const ms = intervalSeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  const next = (): void => {
    if (stopped) return;
    const now = Date.now();
    timer = setTimeout(() => {
      pending = poll().then(next);
    }, ms - ((now - started) % ms));
  };
  pending = poll().then(next);
  return {
    output,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      inFlight?.destroy();
      await pending;
      if (failures > 1) warn(`${url}: ${failures} polls failed`);
      output.end();
    },
  };
}
