/**
 * `f` with its answers kept for short texts: the lines of a long log repeat (a series' header and label lines, free's
 * `total used free` header, which names a program but runs nothing, the banner and command line of run after run),
 * so each distinct one is worked out once. At most MEMO_SIZE texts are kept; the memo starts again when full. The
 * answers are shared by every caller: they are read, never changed.
 *
 * @example
 * const lower = memoized((s: string) => s.toLowerCase());
 * lower("Mem:"); lower("Mem:"); // toLowerCase ran once
 */
export function memoized<T>(f: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    if (text.length > 256) return f(text);
    if (memo.has(text)) return memo.get(text) as T;
    if (memo.size >= MEMO_SIZE) memo.clear();
    const answer = f(text);
    memo.set(text, answer);
    return answer;
  };
}

const MEMO_SIZE = 1024;
