import { DEFAULT_STATE_DIR, type LocalDatabase, splitSql, withLocalBindings } from './local-bindings.ts'

/** A D1 database as the scripts use it: read rows, or run a script of statements. */
export interface SqlStore {
  query<Row>(sql: string): Promise<Row[]>
  /** Runs every statement of `statements` in one batch: all of them land, or none. */
  execute(statements: string): Promise<void>
}

function storeOver(db: LocalDatabase): SqlStore {
  return {
    query: async <Row>(sql: string) => (await db.prepare(sql).all<Row>()).results,
    execute: async (statements) => {
      await db.batch(splitSql(statements).map((statement) => db.prepare(statement)))
    },
  }
}

/** The local D1 of `stateDir` for the length of `use` (one workerd start, however many statements). */
export function withLocalD1<T>(stateDir: string, use: (store: SqlStore) => Promise<T>): Promise<T> {
  return withLocalBindings(stateDir, ({ DB }) => use(storeOver(DB)))
}

export function queryLocal<Row>(sql: string, stateDir = DEFAULT_STATE_DIR): Promise<Row[]> {
  return withLocalD1(stateDir, (store) => store.query<Row>(sql))
}

export function executeLocal(statements: string, stateDir = DEFAULT_STATE_DIR): Promise<void> {
  return withLocalD1(stateDir, (store) => store.execute(statements))
}
