/**
 * The API's schema, one module per domain: each owns its SDL (types, and `extend type Query` /
 * `extend type Mutation` for its operations) and its resolvers, which parse input with the domain's
 * schemas and call its modules. The base module declares the shared types and the roots once.
 */
import { accountModule } from "./account.server";
import { accountAuthModule } from "./account-auth.server";
import { accountBookModule } from "./account-book.server";
import { accountOrdersModule } from "./account-orders.server";
import { activationModule } from "./activation.server";
import { baseModule } from "./base";
import { basketModule } from "./basket.server";
import { cardDetailsModule } from "./card-details.server";
import { catalogModule } from "./catalog.server";
import { checkoutModule } from "./checkout.server";
import { contentModule } from "./content.server";
import { doublerModule } from "./doubler.server";
import { giftCardPaymentModule } from "./giftcard-payment.server";
import { locationsModule } from "./locations.server";
import { pagesModule } from "./pages.server";
import { productDetailModule } from "./product-detail.server";
import { quotesModule } from "./quotes.server";
import { redeemModule } from "./redeem.server";
import { redeemCheckoutModule } from "./redeem-checkout.server";
import { reorderModule } from "./reorder.server";
import { searchModule } from "./search.server";
import { storeModule } from "./store.server";

export interface SchemaModule {
  typeDefs: string[];
  resolvers: object[];
}

export const schemaModules: SchemaModule[] = [
  baseModule,
  storeModule,
  catalogModule,
  pagesModule,
  productDetailModule,
  locationsModule,
  searchModule,
  contentModule,
  basketModule,
  accountModule,
  accountAuthModule,
  checkoutModule,
  giftCardPaymentModule,
  redeemModule,
  redeemCheckoutModule,
  doublerModule,
  activationModule,
  cardDetailsModule,
  reorderModule,
  quotesModule,
  accountOrdersModule,
  accountBookModule,
];
