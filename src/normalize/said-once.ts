/**
 * Warnings about the whole input (an assumed unit: vmstat and free print none) said once per input, on the first
 * record that has each text, instead of on every record: the records keep what is theirs (`unit`, `unitSource`,
 * `exact`). The texts said so far travel with a stream's state (`ctx.state[key]`) from piece to piece; a piece
 * works on a copy and gives it back with `keep()` once it is read, so that a piece that fails leaves the state as it
 * was, as its records are left out (a stream and a whole text then say each warning on the same record).
 *
 * @example
 * const once = new SaidOnce(ctx.state, "vmstat.said");
 * once.first("KiB was assumed") //=> true
 * once.first("KiB was assumed") //=> false
 * once.keep()
 */
export class SaidOnce {
  private readonly said: Set<string>;
  constructor(
    private readonly state: Record<string, unknown>,
    private readonly key: string,
  ) {
    const saved = state[key];
    this.said = new Set(saved instanceof Set ? (saved as Set<string>) : undefined);
  }

  /** Whether `warning` is said here for the first time in this input (it is then remembered). */
  first(warning: string): boolean {
    if (this.said.has(warning)) return false;
    this.said.add(warning);
    return true;
  }

  /** Gives what was said back to the state, for the next piece (call when the piece is read). */
  keep(): void {
    this.state[this.key] = this.said;
  }
}
