/**
 * The address book (issue 15; spec §6 "address book", §3 Address): the account's addresses with the
 * default first, each with edit, delete and make-default; the address modal (a URL modal: a link opens
 * it, it works without JavaScript) holds the checkout's address fields (forms/AddressFields.tsx).
 */
import { getFormProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, ChoiceLabel } from "../components/ui/Form";
import { ModalFormBody } from "../components/ui/ModalForm";
import { PageColumn } from "../components/ui/PageLayout";
import { UrlModal } from "../components/ui/UrlModal";
import { AddressFields } from "../forms/AddressFields";
import { savedAddressSchema } from "../forms/address";
import { usePageForm } from "../forms/page-form";
import { countryOptions } from "../forms/phone-codes";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { displayName } from "../i18n/display-names";
import { useHref, useShell } from "../storefront/shell";
import type { SavedAddressView } from "./book-docs.server";
import type { AddressBookAction, AddressBookData } from "./book-page.server";

const NEW = "nieuw";

export function AddressBookPage({ data, action }: { data: AddressBookData; action?: AddressBookAction }) {
  const { t } = useLingui();
  const href = useHref();
  const { locale } = useShell();
  const errorText = useApiErrorMessage();
  const page = href("address-book");
  const editing = data.editing === NEW ? null : (data.addresses.find((a) => a.id === data.editing) ?? null);
  // Errors of the list's buttons (delete, default) above the list; the address form shows its own.
  const listErrors = action && !action.result ? action.errors : [];
  return (
    <PageColumn as="section" data-address-book>
      <h1>{t`Address book`}</h1>
      <p>
        <Trans>Your saved addresses. The default address is filled in for you when you order.</Trans>
      </p>
      {listErrors.length ? (
        <Alert role="alert">
          <p>{errorText(listErrors[0])}</p>
        </Alert>
      ) : null}
      {data.addresses.length === 0 ? (
        <p data-no-addresses>{t`You have not saved an address yet.`}</p>
      ) : (
        <List>
          {data.addresses.map((a) => (
            <Card key={a.id} data-saved-address={a.id} data-default={a.isDefault || undefined}>
              <h2>
                {a.firstName} {a.lastName}
              </h2>
              {a.isDefault ? <Badge data-default-badge>{t`Default address`}</Badge> : null}
              <AddressLines address={a} country={displayName(locale, "region", a.countryCode)} />
              <Actions>
                <ButtonLink to={`${page}?adres=${a.id}`} variant="secondary" data-edit-address>
                  {t`Edit`}
                  <VisuallyHidden>
                    {" "}
                    {a.street} {a.houseNumber}
                  </VisuallyHidden>
                </ButtonLink>
                {!a.isDefault ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={a.id} />
                    <Button type="submit" name="intent" value="default" variant="secondary" data-make-default>
                      {t`Make default`}
                    </Button>
                  </Form>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="id" value={a.id} />
                  <Button type="submit" name="intent" value="delete" variant="secondary" data-delete-address>
                    {t`Delete`}
                    <VisuallyHidden>
                      {" "}
                      {a.street} {a.houseNumber}
                    </VisuallyHidden>
                  </Button>
                </Form>
              </Actions>
            </Card>
          ))}
        </List>
      )}
      <div>
        <ButtonLink to={`${page}?adres=${NEW}`} data-add-address>
          {t`Add an address`}
        </ButtonLink>
      </div>
      <UrlModal
        id={`address-${data.editing ?? "none"}`}
        title={editing ? t`Edit address` : t`New address`}
        open={data.editing !== null}
        closeTo={page}
      >
        {() => <AddressForm address={editing} action={action?.result ? action : undefined} />}
      </UrlModal>
    </PageColumn>
  );
}

function AddressLines({ address: a, country }: { address: SavedAddressView; country: string }) {
  return (
    <address>
      {a.companyName ? (
        <>
          {a.companyName}
          <br />
        </>
      ) : null}
      {a.street} {a.houseNumber}
      {a.suffix ? ` ${a.suffix}` : ""}
      <br />
      {a.postCode} {a.city}
      <br />
      {country}
    </address>
  );
}

function AddressForm({ address, action }: { address: SavedAddressView | null; action?: AddressBookAction }) {
  const { t, i18n } = useLingui();
  const { sf, locale } = useShell();
  const errorText = useApiErrorMessage();
  const navigation = useNavigation();
  const validate = useSchemaValidation(() => savedAddressSchema(i18n), [i18n]);
  const [form, fields] = usePageForm({
    id: `address-form-${address?.id ?? NEW}`,
    lastResult: action?.result,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: address ?? { countryCode: sf.country },
  });
  const countries = countryOptions(locale);
  return (
    <ModalFormBody method="post" {...getFormProps(form)} data-address-form>
      {action?.errors.length ? (
        <Alert role="alert">
          <p>{errorText(action.errors[0])}</p>
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value="save" />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <AddressFields fields={fields} countries={countries} withName />
      {!address?.isDefault ? (
        <ChoiceLabel>
          <input type="checkbox" name="makeDefault" data-make-default-check />
          <span>{t`Use as my default address`}</span>
        </ChoiceLabel>
      ) : null}
      <Button type="submit" loading={navigation.state === "submitting"} data-save-address>
        {t`Save address`}
      </Button>
    </ModalFormBody>
  );
}

const List = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$4",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
});
const Card = styled("li", {
  border: "1px solid $border",
  borderRadius: "$md",
  padding: "$4",
  display: "grid",
  gap: "$2",
  alignContent: "start",
  "& h2": { fontSize: "$md" },
  "& address": { fontStyle: "normal" },
});
const Badge = styled("p", { color: "$primary", fontWeight: 700, fontSize: "$sm" });
const Actions = styled("div", { display: "flex", gap: "$2", flexWrap: "wrap" });
const VisuallyHidden = styled("span", {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
