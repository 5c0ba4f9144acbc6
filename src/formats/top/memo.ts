import type { RowPlan } from "./columns.js";

/**
 * The previous frame's common rows, for rows printed again unchanged. In a `top -b` log most process rows are the
 * same text from one frame to the next (a sleeping process: same sizes, 0.0 %CPU, same TIME+): 72% and 97% of the
 * rows in the two multi-frame logs of ../shared/corpus, though often at another place, since top sorts by %CPU.
 * Such a row's values are those of the previous frame's row, so they are copied instead of read again.
 *
 * A row is looked for at its own index in the previous frame, then under its first word read as a whole number (the
 * PID in top's usual layouts); it is reused only when its text is the same, character for character, and the frame
 * has the same RowPlan (the same header) and number format. readCommonRow's values depend on nothing else, so a
 * reused row equals one read again. Only rows that readCommonRow read are kept (a row it cannot read goes the
 * general way every time); values are kept in arrays of this memo, never in the records handed out (a caller may
 * change those). Memory: two frames' values, each array reused from frame to frame.
 *
 * @example
 * const memo = new RowMemo();
 * memo.begin(plan, false, rows); // once per frame
 * const q = memo.find(text, start, end, r); // a previous row index, or -1
 * if (q >= 0) memo.copy(q, r, values); else if (readCommonRow(...)) memo.keep(r, values);
 */
export class RowMemo {
  private plan: RowPlan | undefined;
  private decimalComma = false;
  private n = 0;
  private prev = new Generation();
  private cur = new Generation();

  /** Starts a frame whose rows are read with `plan`: the frame before it becomes the one rows are looked for in. */
  begin(plan: RowPlan, decimalComma: boolean, rows: number): void {
    const same = plan === this.plan && decimalComma === this.decimalComma;
    const before = this.prev;
    this.prev = this.cur;
    this.cur = before;
    if (!same) {
      this.prev.clear();
      this.plan = plan;
      this.decimalComma = decimalComma;
      this.n = plan.defs.length;
    }
    this.cur.reset(rows, this.n);
  }

  /** The previous frame's row with the same text as text[s, e), or -1. */
  find(text: string, s: number, e: number, r: number): number {
    // one string per row: compared natively (much faster than by character codes), and kept for the next frame
    const row = text.slice(s, e);
    const c = this.cur;
    c.text[r] = row;
    const p = this.prev;
    if (p.rows === 0) return -1;
    if (r < p.rows && p.kept[r] === 1 && p.text[r] === row) return r;
    const pid = (c.pids[r] = leadingWhole(row));
    // the same process as the previous frame's row r, changed (its %CPU, its TIME+): no other row to look at
    if (pid < 0 || (r < p.rows && p.kept[r] === 1 && p.pid(r) === pid)) return -1;
    const q = p.byPid().get(pid);
    return q !== undefined && q !== r && p.kept[q] === 1 && p.text[q] === row ? q : -1;
  }

  /** Row r of this frame as the previous frame's row q: its values into `values`, and kept for the next frame. */
  copy(q: number, r: number, values: unknown[]): void {
    const n = this.n;
    const from = this.prev.values;
    const c = this.cur;
    for (let k = 0; k < n; k++) values[k] = c.values[r * n + k] = from[q * n + k];
    c.kept[r] = 1;
  }

  /** Keeps row r's values, read by readCommonRow, for the next frame. */
  keep(r: number, values: readonly unknown[]): void {
    const c = this.cur;
    const n = this.n;
    for (let k = 0; k < n; k++) c.values[r * n + k] = values[k];
    c.kept[r] = 1;
  }
}

/** One frame's rows: their text, which were kept, their values (n per row), and their first words as numbers. */
class Generation {
  rows = 0;
  text: string[] = [];
  kept = new Uint8Array(0);
  /** Each kept row's first word as a whole number (-1: not one), UNKNOWN until asked for. */
  pids = new Float64Array(0);
  values: unknown[] = [];
  private pidMap: Map<number, number> | undefined;

  clear(): void {
    this.rows = 0;
  }

  reset(rows: number, n: number): void {
    this.rows = rows;
    if (this.kept.length < rows) {
      this.kept = new Uint8Array(rows * 2);
      this.pids = new Float64Array(rows * 2);
    } else this.kept.fill(0, 0, rows);
    this.pids.fill(UNKNOWN, 0, rows);
    if (this.text.length > rows) this.text.length = rows;
    if (this.values.length < rows * n) this.values = new Array<unknown>(rows * n * 2).fill(undefined);
    this.pidMap = undefined;
  }

  /** Kept row q's first word as a whole number, or -1. */
  pid(q: number): number {
    const pid = this.pids[q]!;
    return pid !== UNKNOWN ? pid : (this.pids[q] = leadingWhole(this.text[q]!));
  }

  /** Kept rows by their first word as a number, made when first needed (the last row wins; the text decides). */
  byPid(): Map<number, number> {
    if (this.pidMap) return this.pidMap;
    const map = new Map<number, number>();
    for (let q = 0; q < this.rows; q++) {
      const pid = this.kept[q] === 1 ? this.pid(q) : -1;
      if (pid >= 0) map.set(pid, q);
    }
    return (this.pidMap = map);
  }
}

const UNKNOWN = -2;

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
