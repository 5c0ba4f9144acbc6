// Timing helpers shared by the bench scripts: several rounds, the median, because the machine is shared and noisy.

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Median milliseconds of `rounds` calls of `fn`. */
export function time(fn, rounds) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return median(times);
}
