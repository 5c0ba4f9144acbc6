/**
 * What plain numbers that a procps tool printed without a unit (free, vmstat) say about it: bytes (`free -b`,
 * `vmstat -S b`) or KiB (their default), from the numbers alone. Both tools read /proc/meminfo's KiB figures; for
 * bytes they multiply them by 1024, so every value is a multiple of 1024 whose quotient is a live system's figure
 * (whole 4 KiB pages, otherwise arbitrary). A KiB value is a multiple of 1024 one time in 256 at most, unless it is
 * round, as the figures of an example written by hand are (4194304 KiB: 4 GiB), and round KiB figures are multiples
 * of 1024 as bytes are. So bytes are inferred only when the values are multiples of 1024 and at least `telling` of
 * them are not round (their quotient is not a small number times a power of two, nor a multiple of 125: 4194304 is
 * round, 24684092 * 1024 is not); one other value may be off (a typo: its position is given) when three or more
 * tell. Anything else is KiB, free's and vmstat's default, and `round` says whether the values were multiples of 1024
 * that could not tell. The largest value must be 1 MiB or more (no Linux system has less memory).
 *
 * @example
 * bytesOrKib([25276510208, 1313591296, 22791409664, 9068544]) //=> { unit: "B" }
 * bytesOrKib([4194304, 1048576, 2097152, 0, 1048576, 3145728]) //=> { unit: "KiB", round: true }
 * bytesOrKib([24684092, 1282804, 22521700]) //=> { unit: "KiB", round: false }
 * bytesOrKib([25276063747, 472141824, 24577490944, 9170944]) //=> { unit: "B", odd: 0 }
 */
export function bytesOrKib(values: readonly number[], telling = 2): { unit: "B"; odd?: number } | { unit: "KiB"; round: boolean } {
  let max = 0;
  let told = 0;
  let odd = -1;
  let multiples = 0;
  for (let i = 0; i < values.length; i++) {
    const v = Math.abs(values[i]!);
    if (v === 0) continue;
    max = Math.max(max, v);
    if (v % 1024 !== 0) {
      if (odd !== -1) return { unit: "KiB", round: false };
      odd = i;
      continue;
    }
    multiples++;
    if (!isRound(v / 1024)) told++;
  }
  if (max >= 2 ** 20 && told >= (odd === -1 ? telling : Math.max(telling, 3))) return odd === -1 ? { unit: "B" } : { unit: "B", odd };
  return { unit: "KiB", round: odd === -1 && multiples >= 2 };
}

/** A figure written by hand more than measured: a multiple of 125, or a power of two times a number below 128. */
function isRound(q: number): boolean {
  if (q % 125 === 0) return true;
  while (q % 2 === 0) q /= 2;
  return q < 128;
}
