/**
 * A format's state carried from piece to piece (ParseContext.state), saved before a piece is parsed and put back
 * when the piece fails, so that a failed piece leaves it as it was.
 */

/**
 * A copy of a format's state to put back (restoreState) when a piece fails: plain objects, arrays, Maps and Sets are
 * copied through, so that what a failed parse changed inside them (iostat's report count) is undone too; other
 * objects (a class's instance: a cache such as src/kit/piece-cache.ts's PieceCache, a Map subclass; a clock) are kept
 * as they are (ParseContext.state).
 */
export function snapshot<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(snapshot) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto === Map.prototype) return new Map([...(value as unknown as Map<unknown, unknown>)].map(([k, v]) => [k, snapshot(v)])) as T;
  if (proto === Set.prototype) return new Set([...(value as unknown as Set<unknown>)].map(snapshot)) as T;
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = proto === null ? Object.create(null) : {};
  for (const key of Object.keys(value)) copy[key] = snapshot((value as Record<string, unknown>)[key]);
  return copy as T;
}

/** Puts a format's state back as it was (`saved`, a snapshot taken before a piece was parsed; it stays unused). */
export function restoreState(state: Record<string, unknown>, saved: Record<string, unknown>): void {
  for (const key of Object.keys(state)) delete state[key];
  Object.assign(state, snapshot(saved));
}
