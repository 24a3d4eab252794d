/** Column types shared by the table types (timestamps, JSON, numerics as Kysely reads and writes them). */
import type { ColumnType } from "kysely";

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Json<T> = ColumnType<T, string | T, string | T>;

/** numeric columns come back as strings from PostgreSQL. */
export type Numeric = ColumnType<string, number | string, number | string>;
