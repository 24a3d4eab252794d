/**
 * The account holder's own data (issue 15; spec §3 CustomerProfile, §6 delete account, §7 getUserInfo
 * subscribed): the profile and newsletter subscription, the data export, and deleting the account —
 * personal data erased, orders kept but anonymised for the invoice law (docs/decisions/020-account-deletion.md).
 */
import { verify } from "@node-rs/argon2";
import { sql } from "kysely";
import { type ApiError, apiError, ErrorCode } from "../api/errors";
import type { CartDoc } from "../basket/cart";
import type { CheckoutData } from "../checkout/checkout-data";
import type { DB } from "../db/db.server";
import { customerValues } from "../forms/customer";
import { orderNumber } from "../storefront/numbering";
import { emailKey, type Profile } from "./accounts.server";
import { listAddresses, type Owner } from "./address-book.server";
import type { ProfileInput } from "./profile.schema";

export async function updateProfile(db: DB, owner: Owner, x: ProfileInput): Promise<boolean> {
  const profile: Profile = customerValues(x);
  const row = await db
    .updateTable("customers")
    .set({ profile: JSON.stringify(profile), subscribed: x.subscribed })
    .where("id", "=", owner.customerId)
    .where("store_id", "=", owner.storeId)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** The JSON the account holder downloads: profile, addresses, orders (numbers, dates, totals, status), newsletter. */
export async function exportAccountData(db: DB, owner: Owner) {
  const customer = await db
    .selectFrom("customers")
    .select(["email", "profile", "subscribed", "created_at"])
    .where("id", "=", owner.customerId)
    .where("store_id", "=", owner.storeId)
    .executeTakeFirst();
  if (!customer) return null;
  const [addresses, orders] = await Promise.all([
    listAddresses(db, owner),
    db
      .selectFrom("orders")
      .select(["id", "uuid", "created_at", "status", "type", "payment_method", "grand_total", "currency"])
      .where("store_id", "=", owner.storeId)
      .where("customer_id", "=", owner.customerId)
      .orderBy("created_at", "desc")
      .execute(),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: customer.email,
      createdAt: new Date(customer.created_at).toISOString(),
      profile: customer.profile as Profile,
    },
    newsletter: { subscribed: customer.subscribed },
    addresses: addresses.map(({ id: _id, ...a }) => a),
    orders: orders.map((o) => ({
      number: orderNumber({ storeId: owner.storeId, id: o.id }),
      uuid: o.uuid,
      date: new Date(o.created_at).toISOString(),
      status: o.status,
      type: o.type,
      paymentMethod: o.payment_method,
      total: { currency: o.currency, value: Number(o.grand_total) },
    })),
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/** What an order keeps of its orderer once the account is deleted (ADR 020). */
export function anonymisedCheckout(checkout: CheckoutData): CheckoutData {
  const d = checkout.details;
  const business = d?.customerType === "BUSINESS";
  const billing = checkout.billing;
  return {
    ...checkout,
    details: d && {
      customerType: d.customerType,
      firstName: "",
      lastName: "",
      email: "",
      phoneCountry: "",
      phoneNumber: "",
      // A business invoice names the company (a legal person, not personal data) and its VAT number.
      companyName: business ? d.companyName : "",
      vatNumber: business ? d.vatNumber : "",
      kvkNumber: business ? d.kvkNumber : "",
      referenceNumber: business ? d.referenceNumber : "",
      invoiceEmail: "",
      subscribed: false,
    },
    billing:
      billing &&
      (business
        ? billing
        : { countryCode: billing.countryCode, postCode: "", houseNumber: "", suffix: "", street: "", city: "" }),
  };
}

/** Receivers and delivery addresses of an order's shipments (persons, not the invoice) are erased. */
export function anonymisedDoc(doc: CartDoc): CartDoc {
  return {
    ...doc,
    shipments: doc.shipments.map((s) => ({
      ...s,
      receiver: s.receiver && { name: "", email: "", phone: "" },
      address: s.address && {
        ...s.address,
        firstName: "",
        lastName: "",
        phoneNumber: "",
        postCode: "",
        houseNumber: "",
        suffix: "",
        street: "",
        city: "",
        companyName: "",
      },
    })),
  };
}

/**
 * Deletes an account after its confirmation (the e-mail typed again and the current password): the
 * customer row, its addresses and sessions (cascade), its baskets and sent mails; its orders stay for
 * the books, anonymised and no longer linked. Refused while an order is still being paid or shipped.
 */
export async function deleteAccount(
  db: DB,
  owner: Owner,
  confirmation: { email: string; password: string },
): Promise<{ ok: true } | { ok: false; error: ApiError }> {
  const customer = await db
    .selectFrom("customers")
    .select(["email_key", "password_hash"])
    .where("id", "=", owner.customerId)
    .where("store_id", "=", owner.storeId)
    .executeTakeFirst();
  if (!customer) return { ok: false, error: apiError(ErrorCode.NotLoggedIn) };
  if (emailKey(confirmation.email) !== customer.email_key) {
    return { ok: false, error: apiError(ErrorCode.DeleteEmailMismatch, "email") };
  }
  if (!(await verify(customer.password_hash, confirmation.password).catch(() => false))) {
    return { ok: false, error: apiError(ErrorCode.DeletePasswordIncorrect, "password") };
  }
  return db.transaction().execute(async (trx) => {
    const orders = await trx
      .selectFrom("orders")
      .select(["id", "status", "checkout", "doc"])
      .where("store_id", "=", owner.storeId)
      .where("customer_id", "=", owner.customerId)
      .forUpdate()
      .execute();
    const ids = orders.map((o) => o.id);
    const queued = ids.length
      ? await trx
          .selectFrom("shipments")
          .select("id")
          .where("order_id", "in", ids)
          .where("status", "=", "queued")
          .executeTakeFirst()
      : undefined;
    if (orders.some((o) => o.status === "PENDING") || queued) {
      return { ok: false as const, error: apiError(ErrorCode.DeleteOpenOrders) };
    }
    for (const o of orders) {
      await trx
        .updateTable("orders")
        .set({
          customer_id: null,
          email: "",
          checkout: JSON.stringify(anonymisedCheckout(o.checkout as CheckoutData)),
          doc: JSON.stringify(anonymisedDoc(o.doc as CartDoc)),
        })
        .where("id", "=", o.id)
        .execute();
    }
    if (ids.length) {
      await trx
        .updateTable("shipments")
        .set({ address: JSON.stringify({}) })
        .where("order_id", "in", ids)
        .execute();
      await trx.updateTable("giftcards").set({ receiver_email: null }).where("order_id", "in", ids).execute();
      await trx.deleteFrom("mail_outbox").where("order_id", "in", ids).where("sent_at", "is not", null).execute();
    }
    await trx
      .deleteFrom("mail_outbox")
      .where("store_id", "=", owner.storeId)
      .where(sql<string>`lower(to_address)`, "=", customer.email_key)
      .where("sent_at", "is not", null)
      .execute();
    await trx.deleteFrom("carts").where("customer_id", "=", owner.customerId).execute();
    await trx.deleteFrom("sessions").where("customer_id", "=", owner.customerId).execute();
    await trx.deleteFrom("customer_addresses").where("customer_id", "=", owner.customerId).execute();
    await trx.deleteFrom("customers").where("id", "=", owner.customerId).execute();
    return { ok: true as const };
  });
}
