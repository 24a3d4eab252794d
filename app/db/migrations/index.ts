import type { Migration } from "kysely";
import * as m001 from "./001-catalogue-and-content";
import * as m002 from "./002-product-detail";
import * as m003 from "./003-search-and-analytics";
import * as m004 from "./004-locations";
import * as m005 from "./005-orders";
import * as m006 from "./006-card-ledger";
import * as m007 from "./007-card-checks";
import * as m008 from "./008-redeem-shop";
import * as m009 from "./009-doubler";
import * as m010 from "./010-activation";
import * as m011 from "./011-quotes";
import * as m012 from "./012-customer-addresses";
import * as m013 from "./013-account-auth";
import * as m014 from "./014-shared-state";

/** Versioned migrations in order; names are stored in kysely_migration. Never edit a landed one. */
export const migrations: Record<string, Migration> = {
  "001-catalogue-and-content": m001,
  "002-product-detail": m002,
  "003-search-and-analytics": m003,
  "004-locations": m004,
  "005-orders": m005,
  "006-card-ledger": m006,
  "007-card-checks": m007,
  "008-redeem-shop": m008,
  "009-doubler": m009,
  "010-activation": m010,
  "011-quotes": m011,
  "012-customer-addresses": m012,
  "013-account-auth": m013,
  "014-shared-state": m014,
};
