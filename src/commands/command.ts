/** A subcommand: a one-line summary and what it runs (the arguments after its name; the exit status). */
export type Command = {
  summary: string;
  run: (argv: string[]) => number | Promise<number>;
};
