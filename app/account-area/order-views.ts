/** An account order as the pages receive it from the API (app/graphql/modules/account-orders.server.ts). */
export interface Price {
  currency: string;
  value: number;
}

export interface AccountOrderView {
  uuid: string;
  number: string;
  type: "regular" | "activation" | "redeem" | "multi-address";
  status: "PENDING" | "COMPLETED" | "CANCELED";
  orderedOn: string;
  paymentMethod: string;
  contactPerson: string;
  total: Price;
  invoiceAvailable: boolean;
  reorderable: boolean;
}

export interface AccountOrderDetailsView extends AccountOrderView {
  email: string;
  shipments: {
    deliveryType: "DIGITAL" | "PHYSICAL";
    receiver: string | null;
    address: string | null;
    lines: { title: string; qty: number; amount: Price; extras: string[] }[];
  }[];
  activation: { cardLast4: string; status: string; amount: Price } | null;
  paidWithCards: string[];
  subTotal: Price | null;
}
