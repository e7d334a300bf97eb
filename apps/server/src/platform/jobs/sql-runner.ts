/** Runs SQL text with `$n` parameters: the database handle, or a transaction (`transactionSql`). */
export type SqlRunner = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};
