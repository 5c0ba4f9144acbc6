/**
 * The options each atsar sample is read with. atsar 1.x prints no date in the rows the seed kept, so the
 * reconstructed apache sample is read with the `date` option (2008-11-14, the date of the article the seed comes
 * from; the runs' own date is not printed) to exercise it; every other sample is read without options.
 */
export function sampleOptions(file: string): Record<string, unknown> {
  if (file === "atsar-1.x-seed-lines-reconstructed-apache-c200.txt") return { date: "2008-11-14" };
  return {};
}

/** Security: control characters put after this place in this sample make a located error that shows them escaped. */
export const injection = { file: "atsar/atopsar-raw-c.txt", after: "  all " };
