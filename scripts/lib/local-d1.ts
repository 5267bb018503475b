import { DEFAULT_STATE_DIR, type LocalDatabase, splitSql, withLocalBindings } from './local-bindings.ts'

/** A D1 database as the scripts use it: read rows, or run a script of statements. */
export interface SqlStore {
  query<Row>(sql: string): Promise<Row[]>
  /** Runs every statement of `statements` in one batch: all of them land, or none. */
  execute(statements: string): Promise<void>
}

/** Tries again after 0.1, 0.2 … 1.6 s: about 3 s in all. */
const LOCKED_RETRIES = 5

/**
 * A server running on the same state (a browser test server, `npm start`) has the database's SQLite file
 * open too, and now and then a statement from here fails with workerd's opaque "internal error"
 * (seen once in 12 reads by the browser suite, while its server was writing), as a statement that
 * meets the other's lock would. Such a failure is tried again; a batch is atomic, so trying it
 * again cannot apply it twice. Any other error, or the last, is thrown.
 */
export async function whenUnlocked<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt()
    } catch (error) {
      const locked =
        error instanceof Error && /internal error|SQLITE_BUSY|database is locked/i.test(error.message)
      if (!locked || retry === LOCKED_RETRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** retry))
    }
  }
}

function storeOver(db: LocalDatabase): SqlStore {
  return {
    query: <Row>(sql: string) => whenUnlocked(async () => (await db.prepare(sql).all<Row>()).results),
    execute: (statements) =>
      whenUnlocked(async () => {
        await db.batch(splitSql(statements).map((statement) => db.prepare(statement)))
      }),
  }
}

/** The local D1 of `stateDir` for the length of `use` (one workerd start, however many statements). */
export function withLocalD1<T>(stateDir: string, use: (store: SqlStore) => Promise<T>): Promise<T> {
  return withLocalBindings(stateDir, ({ DB }) => use(storeOver(DB)))
}

export function executeLocal(statements: string, stateDir = DEFAULT_STATE_DIR): Promise<void> {
  return withLocalD1(stateDir, (store) => store.execute(statements))
}
