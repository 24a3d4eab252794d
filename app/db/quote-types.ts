/** Table types of business quote requests (migration 011). */
import type { Generated } from "kysely";
import type { Numeric, Timestamp } from "./column-types";

export interface QuoteNumbersTable {
  store_id: number;
  last: number;
}

export type QuoteStatus = "new" | "sent" | "closed";

export interface QuotesTable {
  id: Generated<number>;
  public_id: string;
  store_id: number;
  seq: number;
  /** The storefront's human number: Q95-000123. */
  number: string;
  status: Generated<QuoteStatus>;
  language: string;
  product_id: number | null;
  message: string;
  remark: string;
  quantity: number | null;
  card_value: Numeric | null;
  company_name: string;
  vat_number: string;
  kvk_number: string;
  reference_number: string;
  invoice_email: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  created_at: Timestamp;
}
