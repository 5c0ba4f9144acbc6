/**
 * A cache a format keeps in ParseContext.state from piece to piece: values that are a pure function of their key (a
 * clock text's seconds, a header's column plan), so that entries a failed piece left in it are still right. The
 * engine copies the state before a batch of pieces, to put it back when one fails (src/api/engine/piece-state.ts):
 * a plain Map in it is copied entry by entry each time (atsar's clock cache took 44% of a long run), an instance of
 * this class is kept as it is. It holds at most `limit` entries: when full, it starts again empty.
 *
 * @example
 * const clocks = new PieceCache<string, number>(2);
 * clocks.set("00:00:01", 1).set("00:00:02", 2).set("00:00:03", 3).size //=> 1
 */
export class PieceCache<K, V> extends Map<K, V> {
  readonly limit: number;

  constructor(limit = 4096) {
    super();
    this.limit = limit;
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
