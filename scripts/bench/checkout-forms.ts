/** The checkout's details and billing posts of a Belgian guest on kadoo-be, as the bench and load scripts send them. */
export function belgianDetails(email = "an@example.be"): Record<string, string> {
  return {
    intent: "details",
    customerType: "PRIVATE",
    firstName: "An",
    lastName: "Peeters",
    email,
    phoneCountry: "BE",
    phoneNumber: "0470123456",
  };
}

export const BELGIAN_BILLING: Record<string, string> = {
  intent: "shipping",
  "billing.countryCode": "BE",
  "billing.postCode": "9000",
  "billing.houseNumber": "1",
  "billing.street": "Veldstraat",
  "billing.city": "Gent",
};
