import type { RowPlan } from "./columns.js";

/**
 * The previous frame's common rows, for rows printed again. In a `top -b` log most process rows are the same text
 * from one frame to the next (a sleeping process: same sizes, 0.0 %CPU, same TIME+): 72% and 97% of the rows in the
 * two multi-frame logs of ../shared/corpus, though often at another place, since top sorts by %CPU. Such a row's
 * values are those of the previous frame's row, so they are taken from it instead of read again; a row that changed
 * (a new %CPU, TIME+) is copied up to its first changed word, and readCommonRow reads it from there.
 *
 * A row is looked for at its own index in the previous frame, after the row the last one was found in, then by its
 * first word read as a whole number (the PID in top's usual layouts; see find), and only in a frame with the same
 * RowPlan (the same header) and number format. A column's value in readCommonRow depends on nothing but its word
 * and where the word lies, so a column whose word, and the blank after it, come before the first character that
 * differs has the previous row's value. Only rows that readCommonRow read are kept (a row it cannot read goes the
 * general way every time); values are kept in arrays of this memo, never in the records handed out (a caller may
 * change those). A row's values are kept once, in a slot of the memo's store: a row printed unchanged shares the
 * slot of the row it repeats (no value is copied; its record is made from the slot), and a slot is reused once no
 * row of the two frames kept refers to it. Memory: two frames' rows, the arrays reused from frame to frame.
 *
 * @example
 * const memo = new RowMemo();
 * memo.begin(plan, false, rows); // once per frame
 * const copied = memo.find(text, start, end, r, values, wordEnds); // columns copied: all of them, some, or none
 * if (copied === n) record = makeRow(memo.store, memo.at); // printed unchanged: made from the memo's store
 * else if (readCommonRow(text, start, end, plan, values, recent, false, wordEnds, copied)) memo.keep(r, values, wordEnds);
 */
export class RowMemo {
  private plan: RowPlan | undefined;
  private decimalComma = false;
  private n = 0;
  /** The previous frame's row after the one the last row was found in. */
  private next = 0;
  /** The number of columns the last changed row had in common with the same process's row before (prefix). */
  private common = 0;
  private prev = new Generation();
  private cur = new Generation();
  /** The kept rows' values, n per slot (a row's values start at slot * n). */
  readonly store: unknown[] = [];
  /** Where the values of the row find() last found printed unchanged start in `store`. */
  at = 0;
  /** Where each word but the command ends, from the row's start, n per slot. */
  private wordEnds = new Int32Array(0);
  /** How many rows of the two frames refer to each slot. */
  private refs = new Int32Array(0);
  /** Slots no row refers to. */
  private free: number[] = [];

  /** Starts a frame whose rows are read with `plan`: the frame before it becomes the one rows are looked for in. */
  begin(plan: RowPlan, decimalComma: boolean, rows: number): void {
    const same = plan === this.plan && decimalComma === this.decimalComma;
    const before = this.prev;
    this.prev = this.cur;
    this.cur = before;
    this.release(this.cur);
    if (!same) {
      // rows are not looked for in a frame of another layout, and the store's slots change size: it starts empty
      this.prev.rows = 0;
      this.plan = plan;
      this.decimalComma = decimalComma;
      this.n = plan.defs.length;
      this.free.length = 0;
      this.store.length = 0;
    }
    this.cur.reset(rows);
    this.next = 0;
  }

  /** The rows of g no longer refer to their slots. */
  private release(g: Generation): void {
    for (let r = 0; r < g.rows; r++) {
      const s = g.slot[r]!;
      if (s >= 0 && --this.refs[s]! === 0) this.free.push(s);
    }
    g.rows = 0;
  }

  /**
   * What the previous frame's rows give for row r, text[s, e): returns the number of columns given. All of them
   * (the row's length in columns, n) for a row printed unchanged, whose values are then in `store` from `at` (the
   * row is kept: it shares the slot of the row it repeats). Else those whose words end before the first character
   * that differs from the same process's row, copied into `values` (and `wordEnds`), or 0; readCommonRow reads the
   * rest.
   *
   * The same process's row is looked for at the same place, then after the row the last one was found in, and at
   * the place after that (top sorts by %CPU: a process that moves shifts the rows between by one, in their order),
   * and last by PID. A place is tried only when the last digit of its PID is the row's (one character is quicker to
   * compare than a slice, whose comparison is a call into the runtime); its row is then the same process when the
   * rows agree up to the end of the PID and the blank after it. Which row a value comes from does not change it
   * (see the class comment): where a row is looked for decides only how much is copied.
   */
  find(text: string, s: number, e: number, r: number, values: unknown[], wordEnds: Int32Array): number {
    // one string per row: compared natively (much faster than by character codes), and kept for the next frame
    const row = text.slice(s, e);
    const c = this.cur;
    c.text[r] = row;
    const p = this.prev;
    if (p.rows === 0) return 0;
    const next = this.next;
    for (let t = 0; t < 3; t++) {
      const q = t === 0 ? r : next + t - 1;
      if (q >= p.rows || p.slot[q]! < 0 || (t > 0 && q === r) || !this.samePidEnd(q, row)) continue;
      const k = this.from(q, r, row, values, wordEnds);
      if (k > 0) return k;
    }
    const pid = leadingWhole(row);
    if (pid < 0) return 0;
    const m = p.rowOf(pid, this.store, this.n);
    return m === undefined ? 0 : this.from(m, r, row, values, wordEnds);
  }

  /** What the previous frame's row q gives row r: all of it when the text is the same, else a prefix (or nothing). */
  private from(q: number, r: number, row: string, values: unknown[], wordEnds: Int32Array): number {
    const k = this.prev.text[q] === row ? this.share(q, r) : this.prefix(q, row, values, wordEnds);
    if (k > 0) this.next = q + 1;
    return k;
  }

  /** Row r as the previous frame's row q, printed unchanged: it refers to q's slot, where its values are (`at`). */
  private share(q: number, r: number): number {
    const s = this.prev.slot[q]!;
    this.cur.slot[r] = s;
    this.refs[s]!++;
    this.at = s * this.n;
    return this.n;
  }

  /** Whether the character before the end of the previous frame's row q's first word is the same in `row`. */
  private samePidEnd(q: number, row: string): boolean {
    const at = this.wordEnds[this.prev.slot[q]! * this.n]! - 1;
    return this.prev.text[q]!.charCodeAt(at) === row.charCodeAt(at);
  }

  /** The values of the previous frame's row q whose words (and the blank after each) lie before the first difference. */
  private prefix(q: number, row: string, values: unknown[], wordEnds: Int32Array): number {
    const n = this.n;
    const at = this.prev.slot[q]! * n;
    const before = this.prev.text[q]!;
    const length = Math.min(before.length, row.length);
    // The first difference is looked for from the end of the words that the last changed row had in common (the
    // same columns change from row to row: %CPU, TIME+), when they are the same here too: one comparison of two
    // slices instead of a character loop over most of the row.
    let d = 0;
    const guess = this.common > 0 ? this.wordEnds[at + this.common - 1]! + 1 : 0;
    if (guess >= 16 && guess <= length && before.slice(0, guess) === row.slice(0, guess)) d = guess;
    while (d < length && before.charCodeAt(d) === row.charCodeAt(d)) d++;
    let k = 0;
    // never the command, the last column: it runs to the end of the row
    while (k < n - 1 && this.wordEnds[at + k]! < d) {
      values[k] = this.store[at + k];
      wordEnds[k] = this.wordEnds[at + k]!;
      k++;
    }
    if (k > 0) this.common = k;
    return k;
  }

  /** Keeps row r's values and word ends, read by readCommonRow, for the next frame: in a free slot. */
  keep(r: number, values: readonly unknown[], wordEnds: Int32Array): void {
    const n = this.n;
    const s = this.free.length > 0 ? this.free.pop()! : this.slot();
    const at = s * n;
    for (let k = 0; k < n; k++) this.store[at + k] = values[k];
    for (let k = 0; k < n - 1; k++) this.wordEnds[at + k] = wordEnds[k]!;
    this.refs[s] = 1;
    this.cur.slot[r] = s;
  }

  /** A new slot at the end of the store (the typed arrays grow by doubling). */
  private slot(): number {
    const n = this.n;
    const s = this.store.length / n;
    for (let k = 0; k < n; k++) this.store.push(undefined);
    if (this.wordEnds.length < (s + 1) * n) {
      const grown = new Int32Array((s + 1) * n * 2);
      grown.set(this.wordEnds);
      this.wordEnds = grown;
    }
    if (this.refs.length < s + 1) {
      const grown = new Int32Array((s + 1) * 2);
      grown.set(this.refs);
      this.refs = grown;
    }
    return s;
  }
}

/** One frame's rows: their text and the slot of the memo's store that holds each one's values (-1: not kept). */
class Generation {
  rows = 0;
  text: string[] = [];
  slot = new Int32Array(0);
  private pidMap: Map<number, number> | undefined;
  /** Rows rowOf looked for one by one in this frame. */
  private searches = 0;

  reset(rows: number): void {
    this.rows = rows;
    if (this.slot.length < rows) this.slot = new Int32Array(rows * 2);
    this.slot.fill(-1, 0, rows);
    if (this.text.length > rows) this.text.length = rows;
    this.pidMap = undefined;
    this.searches = 0;
  }

  /**
   * The last kept row whose first column's value is `pid` (the PID in top's usual layouts), or undefined. A row's
   * first word read by leadingWhole finds it when that value is the same whole number; where it is not (a first
   * column in KiB, a name), rows are not found this way. The first rows asked for in a frame are looked for one by
   * one (usually there are one or two, such as the process that moved from the top of the list to its end: a map
   * of 110 rows took 2.9 µs here, a search through them 0.18 µs); after them a map is made.
   */
  rowOf(pid: number, store: readonly unknown[], n: number): number | undefined {
    if (this.pidMap === undefined && this.searches < SEARCHES) {
      this.searches++;
      for (let q = this.rows - 1; q >= 0; q--) if (this.slot[q]! >= 0 && store[this.slot[q]! * n] === pid) return q;
      return undefined;
    }
    if (this.pidMap === undefined) {
      const map = new Map<number, number>();
      for (let q = 0; q < this.rows; q++) {
        const first = this.slot[q]! >= 0 ? store[this.slot[q]! * n] : undefined;
        if (typeof first === "number") map.set(first, q);
      }
      this.pidMap = map;
    }
    return this.pidMap.get(pid);
  }
}

/** How many rows of a frame rowOf looks for one by one before it makes a map. */
const SEARCHES = 4;

/** The whole number that a row starts with after blanks (at most 15 digits, then a blank or the end), or -1. */
function leadingWhole(row: string): number {
  const e = row.length;
  let i = 0;
  let ch = 0;
  while (i < e && ((ch = row.charCodeAt(i)) === 32 || ch === 9)) i++;
  const from = i;
  let v = 0;
  for (; i < e; i++) {
    const d = row.charCodeAt(i) - 48;
    if (d < 0 || d > 9) break;
    v = v * 10 + d;
  }
  if (i === from || i - from > 15 || (i < e && (ch = row.charCodeAt(i)) !== 32 && ch !== 9)) return -1;
  return v;
}
