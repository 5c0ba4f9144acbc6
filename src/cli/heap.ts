import { getHeapStatistics, setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * Memory of a long run. V8 lets its old space fill with dead records up to a limit it sizes by the machine: 1M ab -g
 * rows, whose live data is one piece and one output batch (about 35 MB of heap), peaked at 128-223 MB of RSS from run
 * to run (270 MB once in CI), near the CLI's bound of 256 MB. So once the heap passes HEAP_LIMIT and has doubled since
 * the last collection, a full collection is asked for (measured: 128-155 MB over the same runs); a heap that is large
 * because its live data is (a piece of several MB) is collected again only when it doubles.
 */
const HEAP_LIMIT = 96 * 1024 * 1024;
let collect: (() => void) | undefined | null;
let collectAbove = HEAP_LIMIT;

/** The input's chunks, the heap checked before each (see HEAP_LIMIT). */
export async function* heapGuarded(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<string | Uint8Array> {
  for await (const chunk of input) {
    heapGuard();
    yield chunk;
  }
}

export function heapGuard(): void {
  if (collect === null) return;
  const stats = getHeapStatistics();
  if (stats.total_heap_size < collectAbove) return;
  if (collect === undefined) {
    try {
      // (the command's code cache must be made before a V8 flag changes: V8 rejects a cache made under other flags)
      (process.emit as (event: string) => boolean)("benchparse:v8-flags");
      setFlagsFromString("--expose-gc");
      collect = runInNewContext("gc") as () => void;
    } catch {
      collect = null;
      return;
    }
  }
  collect();
  collectAbove = Math.max(HEAP_LIMIT, 2 * getHeapStatistics().used_heap_size);
}
