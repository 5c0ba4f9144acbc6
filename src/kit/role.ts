/** What a format's output is to a report: a load test (one row of the comparison), a monitor (its columns), or a side output of a load generator (ab -e, ab -g). */
export type FormatRole = "load-test" | "monitor" | "side-output";
