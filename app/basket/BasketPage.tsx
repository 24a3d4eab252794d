/**
 * The basket page (spec §2 /winkelmandje/; §3 packagesGroups, totals, groupedTotals; named modals:
 * basket delete item, basket guest order, delivery date and time, delivery receiver, delete receiver,
 * edit receiver confirmation, reset receiver confirmation, product delivery overview, product delivery
 * receivers). Every action is a form post: without JavaScript the forms sit in disclosures and submit
 * directly; with JavaScript they open in modals and ask for confirmation where the spec says so.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useFormAction, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import {
  type ComponentProps,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { styled } from "../../themes/stitches.config";
import { useErrorModal } from "../components/ErrorModal";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, NativeSelect } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { ModalLoading, useModals } from "../components/ui/Modal";
import { ShopPage, SummaryPanel, WithSummary } from "../components/ui/SummaryPanel";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useHref, useShell, useVisitor } from "../storefront/shell";
import { deliverySchema, receiverSchema } from "./basket.schema";
import type { BasketActionData, loadBasket } from "./basket.server";
import { DispatchDateField, SendMomentFields } from "./DeliveryMoment";
import type { CartData } from "./queries.server";
import { useHydrated, WithoutJs } from "./use-hydrated";

const IdentifyModal = lazy(() => import("../accounts/AccountPages").then((m) => ({ default: m.IdentifyModal })));

type Data = Awaited<ReturnType<typeof loadBasket>>;
type ShipmentData = CartData["shipments"][number];

export function BasketPage({ data, action }: { data: Data; action: BasketActionData | undefined }) {
  const { t } = useLingui();
  const href = useHref();
  const showError = useErrorModal();
  const errorText = useApiErrorMessage();
  useEffect(() => {
    if (action?.errors.length) showError({ dataErrors: [action.errors] });
  }, [action, showError]);
  const cart = data.cart;
  return (
    <ShopPage data-basket>
      <h1>{t`Your basket`}</h1>
      {action?.errors.length ? (
        <WithoutJs>
          <Alert role="alert">
            <p>{errorText(action.errors[0])}</p>
          </Alert>
        </WithoutJs>
      ) : null}
      {!cart ? (
        <Empty data-basket-empty>
          <p>{t`Your basket is empty.`}</p>
          <ButtonLink to={href("list")}>{t`Discover our gift cards`}</ButtonLink>
        </Empty>
      ) : (
        <WithSummary>
          <div>
            <Overview cart={cart} />
            {cart.shipments.map((s) => (
              <ShipmentBox key={s.tag} shipment={s} cart={cart} data={data} />
            ))}
          </div>
          <Summary cart={cart} />
        </WithSummary>
      )}
    </ShopPage>
  );
}

/** Counts, and the product delivery overview and receivers modals. */
function Overview({ cart }: { cart: CartData }) {
  const { t } = useLingui();
  const modals = useModals();
  const { sf } = useShell();
  const hydrated = useHydrated();
  const receivers = cart.shipments.filter((s) => s.receiver);
  const deliveryList = (
    <ul data-delivery-overview>
      {cart.packagesGroups.map((g) => (
        <li key={`${g.tag}:${g.packageId}`}>
          {g.cardsPreviews[0]?.productLabel} — {g.receiverTitle} ({g.receiverDescription})
        </li>
      ))}
    </ul>
  );
  return (
    <OverviewBar>
      <p>
        <Plural value={cart.itemCount} one="# gift card" other="# gift cards" />
      </p>
      {hydrated ? (
        <>
          <LinkButton
            type="button"
            onClick={() =>
              modals.open("product-delivery-overview", () => deliveryList, {
                title: t`Delivery overview`,
                logo: sf.theme.modalLogo,
              })
            }
            data-open-delivery-overview
          >
            {t`Delivery overview`}
          </LinkButton>
          {receivers.length ? (
            <LinkButton
              type="button"
              onClick={() =>
                modals.open(
                  "product-delivery-receivers",
                  () => (
                    <ul>
                      {receivers.map((s) => (
                        <li key={s.tag}>
                          {s.receiver?.name} — {s.receiver?.email}
                        </li>
                      ))}
                    </ul>
                  ),
                  { title: t`Receivers`, logo: sf.theme.modalLogo },
                )
              }
            >
              {t`Receivers`}
            </LinkButton>
          ) : null}
        </>
      ) : null}
    </OverviewBar>
  );
}

function ShipmentBox({ shipment, cart, data }: { shipment: ShipmentData; cart: CartData; data: Data }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const money = (value: number) => formatMoney(value, cart.currency, locale);
  const digital = shipment.deliveryType === "DIGITAL";
  const date = (d: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${d}T12:00:00Z`));
  const when = digital
    ? shipment.schedule
      ? t`Sent on ${date(shipment.schedule.date)} at ${shipment.schedule.time}`
      : t`Sent by e-mail within one hour after payment`
    : t`Dispatched on ${date(shipment.dispatchDate ?? data.earliest)}`;
  const group = cart.packagesGroups.find((g) => g.tag === shipment.tag);
  return (
    <Shipment aria-labelledby={`${shipment.tag}-title`} data-shipment={shipment.tag}>
      <ShipmentHead>
        <div>
          <h2 id={`${shipment.tag}-title`}>
            {digital ? t`By e-mail` : t`By post`} · {group?.receiverTitle}
          </h2>
          <p>
            {group?.receiverDescription} · <span data-when>{when}</span>
          </p>
        </div>
        <HeadActions>
          <DeliveryForm shipment={shipment} data={data} />
          <ReceiverForm shipment={shipment} />
          {shipment.receiver ? (
            <ConfirmForm
              intent="reset-receiver"
              fields={{ shipmentTag: shipment.tag }}
              label={t`Send to me instead`}
              modalId="reset-receiver-confirmation"
              question={t`Send these cards to yourself instead of ${shipment.receiver.name}?`}
              confirm={t`Yes, send them to me`}
            />
          ) : null}
          {shipment.packages.length > 1 ? (
            <ConfirmForm
              intent="delete"
              fields={{ shipmentTag: shipment.tag }}
              label={t`Remove all`}
              modalId="delete-receiver"
              question={t`Remove all cards for ${group?.receiverTitle ?? ""}?`}
              confirm={t`Yes, remove them`}
            />
          ) : null}
        </HeadActions>
      </ShipmentHead>
      {shipment.packages.map((p) => {
        const card = p.giftcardItem as typeof p.giftcardItem & { image?: string; color?: string };
        return (
          <PackageRow key={p.id} data-package={p.id}>
            <Art style={{ background: card.color }}>
              {card.image ? <img src={card.image} alt="" width={120} height={76} /> : null}
            </Art>
            <div>
              <h3>{card.title}</h3>
              <p>
                {money(card.price.value)} × {card.qty}
              </p>
              <Lines>
                {p.blankPacks ? <li>{t`Packed in ${p.blankPacks} sets of 3`}</li> : null}
                {p.wrapper ? (
                  <li>
                    {p.wrapper.title} ({money(p.wrapper.total.value)})
                  </li>
                ) : null}
                {p.giftPacking ? (
                  <li>
                    {p.giftPacking.title} ({money(p.giftPacking.total.value)})
                  </li>
                ) : null}
                {p.message ? <li data-message-line>“{p.message.text}”</li> : null}
              </Lines>
              <QuantityForm shipmentTag={shipment.tag} packageId={p.id} qty={card.qty} />
            </div>
            <RowEnd>
              <strong data-package-total>{money(p.total.value)}</strong>
              <ConfirmForm
                intent="delete"
                fields={{ shipmentTag: shipment.tag, packageId: p.id }}
                label={t`Delete`}
                accessibleLabel={t`Delete ${card.title}`}
                modalId="basket-delete-item"
                question={t`Remove ${card.title} from your basket?`}
                confirm={t`Yes, remove it`}
              />
            </RowEnd>
          </PackageRow>
        );
      })}
    </Shipment>
  );
}

/**
 * A form whose submit asks for confirmation in a modal first (with JavaScript); without it the button
 * submits directly.
 */
function ConfirmForm(props: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  accessibleLabel?: string;
  modalId: string;
  question: string;
  confirm: string;
}) {
  const { t } = useLingui();
  const modals = useModals();
  const submit = useSubmit();
  const { sf } = useShell();
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Form method="post" ref={formRef}>
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LinkButton
        type="submit"
        aria-label={props.accessibleLabel}
        data-intent={props.intent}
        onClick={(event) => {
          event.preventDefault();
          modals.open(
            props.modalId,
            () => (
              <ConfirmBody>
                <p>{props.question}</p>
                <div>
                  <Button
                    data-confirm
                    onClick={() => {
                      if (formRef.current) submit(formRef.current);
                      modals.close(props.modalId);
                    }}
                  >
                    {props.confirm}
                  </Button>
                  <Button variant="secondary" onClick={() => modals.close(props.modalId)}>
                    {t`Cancel`}
                  </Button>
                </div>
              </ConfirmBody>
            ),
            { title: props.label, logo: sf.theme.modalLogo },
          );
        }}
      >
        {props.label}
      </LinkButton>
    </Form>
  );
}

function QuantityForm({ shipmentTag, packageId, qty }: { shipmentTag: string; packageId: string; qty: number }) {
  const { t } = useLingui();
  const submit = useSubmit();
  const id = `qty-${packageId}`;
  return (
    <QtyForm method="post">
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="shipmentTag" value={shipmentTag} />
      <input type="hidden" name="packageId" value={packageId} />
      <label htmlFor={id}>{t`Quantity`}</label>
      <NativeSelect
        id={id}
        name="quantity"
        defaultValue={String(qty)}
        key={qty}
        onChange={(event) => submit(event.currentTarget.form)}
        data-quantity-select
      >
        {Array.from({ length: Math.max(10, qty) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </NativeSelect>
      <WithoutJs>
        <Button type="submit" variant="ghost">
          {t`Update`}
        </Button>
      </WithoutJs>
    </QtyForm>
  );
}

/**
 * The page's action URL for forms rendered in a modal: modals render under the root route, where a
 * form without an action would post to the root.
 */
const PageAction = createContext<string | undefined>(undefined);

function ModalFormBody(props: ComponentProps<typeof FormBox>) {
  return <FormBox action={useContext(PageAction)} {...props} />;
}

/** A form in a modal (with JavaScript) or in a disclosure (without). */
function ModalForm({
  id,
  title,
  label,
  open,
  onOpenChange,
  children,
}: {
  id: string;
  title: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: () => ReactNode;
}) {
  const hydrated = useHydrated();
  const modals = useModals();
  const { sf } = useShell();
  const render = useRef<Rendered>({ current: children, listeners: new Set() }).current;
  render.current = children;
  useEffect(() => {
    for (const listener of render.listeners) listener();
  });
  const action = useFormAction();
  useEffect(() => {
    if (!hydrated) return;
    if (open && !modals.isOpen(id)) {
      const content = () => (
        <PageAction.Provider value={action}>
          <ModalContent render={render} />
        </PageAction.Provider>
      );
      modals.open(id, content, {
        title,
        logo: sf.theme.modalLogo,
        onClose: () => onOpenChange(false),
      });
    } else if (!open && modals.isOpen(id)) modals.close(id);
  }, [hydrated, open, id, modals, title, sf.theme.modalLogo, onOpenChange, action, render]);
  if (!hydrated) {
    return (
      <Disclosure>
        <summary>{label}</summary>
        {children()}
      </Disclosure>
    );
  }
  return (
    <LinkButton type="button" onClick={() => onOpenChange(true)} data-open={id}>
      {label}
    </LinkButton>
  );
}

type Rendered = { current: () => ReactNode; listeners: Set<() => void> };

/**
 * The modal's form, re-rendered whenever its owner renders: the modal lives under the modal provider,
 * but its form state (validation errors, action results) belongs to the page component that opened it.
 */
function ModalContent({ render }: { render: Rendered }) {
  const [, update] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    render.listeners.add(update);
    return () => {
      render.listeners.delete(update);
    };
  }, [render]);
  return <>{render.current()}</>;
}

function useModalFormState(intent: string, tag: string) {
  const action = useActionData<BasketActionData>();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const mine = action?.intent === intent && action.shipmentTag === tag;
  useEffect(() => {
    if (mine && action?.done) setOpen(false);
  }, [mine, action]);
  return {
    open,
    setOpen,
    result: mine ? (action?.result ?? undefined) : undefined,
    busy: navigation.state === "submitting",
  };
}

function ReceiverForm({ shipment }: { shipment: ShipmentData }) {
  const { t, i18n } = useLingui();
  const { sf } = useShell();
  const state = useModalFormState("receiver", shipment.tag);
  const schema = useMemo(() => receiverSchema(i18n, sf.country), [i18n, sf.country]);
  const [form, fields] = useForm({
    id: `receiver-${shipment.tag}`,
    lastResult: state.result as never,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue: {
      name: shipment.receiver?.name ?? "",
      email: shipment.receiver?.email ?? "",
      confirmEmail: shipment.receiver?.email ?? "",
      phone: shipment.receiver?.phone ?? "",
    },
  });
  const label = shipment.receiver ? t`Edit receiver` : t`Send to someone else`;
  return (
    <ModalForm id="delivery-receiver" title={label} label={label} open={state.open} onOpenChange={state.setOpen}>
      {() => (
        <ModalFormBody method="post" {...getFormProps(form)} data-receiver-form>
          <input type="hidden" name="intent" value="receiver" />
          <input type="hidden" name="shipmentTag" value={shipment.tag} />
          {shipment.receiver ? (
            <p>
              <Trans>The cards of this delivery will go to the receiver you enter here.</Trans>
            </p>
          ) : null}
          <FormField field={fields.name} label={t`Name`} required />
          <FormField field={fields.email} type="email" label={t`E-mail`} required />
          <FormField field={fields.confirmEmail} type="email" label={t`Confirm e-mail`} required />
          <FormField field={fields.phone} type="tel" label={t`Phone`} hint={t`optional`} />
          <Button type="submit" loading={state.busy} data-save-receiver>
            {t`Save receiver`}
          </Button>
        </ModalFormBody>
      )}
    </ModalForm>
  );
}

function DeliveryForm({ shipment, data }: { shipment: ShipmentData; data: Data }) {
  const { t, i18n } = useLingui();
  const state = useModalFormState("delivery", shipment.tag);
  const digital = shipment.deliveryType === "DIGITAL";
  const schema = useMemo(
    () => deliverySchema(i18n, { timeZone: data.timeZone, dispatchDates: data.dispatchDates }),
    [i18n, data.timeZone, data.dispatchDates],
  );
  const [form, fields] = useForm({
    id: `delivery-${shipment.tag}`,
    lastResult: state.result as never,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue: {
      when: shipment.schedule ? "later" : "now",
      date: shipment.schedule?.date ?? "",
      time: shipment.schedule?.time ?? "09:00",
      dispatchDate: shipment.dispatchDate ?? data.earliest,
    },
  });
  return (
    <ModalForm
      id="delivery-date-and-time"
      title={t`Delivery date and time`}
      label={t`Change delivery`}
      open={state.open}
      onOpenChange={state.setOpen}
    >
      {() => (
        <ModalFormBody method="post" {...getFormProps(form)} data-delivery-form>
          <input type="hidden" name="intent" value="delivery" />
          <input type="hidden" name="shipmentTag" value={shipment.tag} />
          {digital ? (
            <SendMomentFields when={fields.when} date={fields.date} time={fields.time} />
          ) : (
            <DispatchDateField field={fields.dispatchDate} dates={data.dispatchDates} />
          )}
          <Button type="submit" loading={state.busy} data-save-delivery>
            {t`Save`}
          </Button>
        </ModalFormBody>
      )}
    </ModalForm>
  );
}

function Summary({ cart }: { cart: CartData }) {
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const href = useHref();
  const visitor = useVisitor();
  const modals = useModals();
  const navigate = useNavigate();
  const money = (value: number) => formatMoney(value, cart.currency, locale);
  const g = cart.groupedTotals;
  const checkout = href("checkout");
  const identify = `${href("account")}?next=checkout`;
  // spec §4 Identify user: logged in → checkout; else the identify modal (order-modal auth) or the guest order modal.
  const order = (event: React.MouseEvent) => {
    if (visitor.user) return;
    event.preventDefault();
    if (sf.features.orderModalAuth) {
      modals.open(
        "basket-identify",
        () => (
          <Suspense fallback={<ModalLoading />}>
            <IdentifyModal onClose={() => modals.close("basket-identify")} />
          </Suspense>
        ),
        { title: t`How would you like to order?`, logo: sf.theme.modalLogo },
      );
      return;
    }
    modals.open(
      "basket-guest-order",
      () => (
        <ConfirmBody data-guest-order-modal>
          <p>
            <Trans>How would you like to order?</Trans>
          </p>
          <div>
            <Button
              onClick={() => {
                modals.close("basket-guest-order");
                navigate(checkout);
              }}
              data-order-as-guest
            >
              {t`Order as guest`}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                modals.close("basket-guest-order");
                navigate(`${href("login")}?next=checkout`);
              }}
            >
              {t`Log in`}
            </Button>
          </div>
          <small>
            <Trans>You can create an account while ordering.</Trans>
          </small>
        </ConfirmBody>
      ),
      { title: t`Order`, logo: sf.theme.modalLogo },
    );
  };
  return (
    <SummaryPanel aria-labelledby="basket-summary" data-summary>
      <h2 id="basket-summary">{t`Summary`}</h2>
      <dl>
        {g.digitalTotal.qty ? (
          <>
            <dt>
              <Plural value={g.digitalTotal.qty} one="# digital card" other="# digital cards" />
            </dt>
            <dd>{money(g.digitalTotal.price.value)}</dd>
          </>
        ) : null}
        {g.physicalTotal.qty ? (
          <>
            <dt>
              <Plural value={g.physicalTotal.qty} one="# physical card" other="# physical cards" />
            </dt>
            <dd>{money(g.physicalTotal.price.value)}</dd>
          </>
        ) : null}
        {cart.totals.adjustments.map((a) => (
          <div key={a.tag} style={{ display: "contents" }}>
            <dt>{a.title}</dt>
            <dd>{money(a.price.value)}</dd>
          </div>
        ))}
        <dt>{t`Extras`}</dt>
        <dd data-extras>{money(g.extra.value - cart.totals.adjustments.reduce((n, a) => n + a.price.value, 0))}</dd>
        <dt className="total">{t`Total`}</dt>
        <dd className="total" data-grand-total>
          {money(cart.totals.grandTotal.value)}
        </dd>
      </dl>
      <small>
        {t`Including ${money(cart.totals.vat.value)} VAT on extras and shipping. Gift cards are exempt from VAT.`}
      </small>
      {cart.registered && g.physicalTotal.qty ? (
        <small data-registered>{t`Your physical cards are sent by registered mail.`}</small>
      ) : null}
      <ButtonLink to={visitor.user ? checkout : identify} onClick={order} data-order>
        {t`Order`}
      </ButtonLink>
      <Link to={href("list")}>{t`Continue shopping`}</Link>
    </SummaryPanel>
  );
}

const Empty = styled("div", { display: "grid", gap: "$4", justifyItems: "start" });
const OverviewBar = styled("div", {
  display: "flex",
  gap: "$4",
  alignItems: "center",
  flexWrap: "wrap",
  "& p": { margin: 0 },
});
const Shipment = styled("section", {
  border: "1px solid $border",
  borderRadius: "$lg",
  padding: "$4",
  marginTop: "$4",
  display: "grid",
  gap: "$4",
});
const ShipmentHead = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: "$3",
  "& h2": { fontSize: "$lg", margin: 0 },
  "& p": { margin: "$1 0 0", color: "$textMuted" },
});
const HeadActions = styled("div", { display: "flex", flexWrap: "wrap", gap: "$2", alignItems: "flex-start" });
const PackageRow = styled("article", {
  display: "grid",
  gridTemplateColumns: "120px 1fr auto",
  gap: "$4",
  alignItems: "start",
  borderTop: "1px solid $border",
  paddingTop: "$4",
  "& h3": { margin: 0, fontSize: "$md" },
  "& p": { margin: "$1 0" },
  "@mobile": { gridTemplateColumns: "80px 1fr" },
});
const Art = styled("div", {
  borderRadius: "$md",
  overflow: "hidden",
  "& img": { display: "block", width: "100%", height: "auto" },
});
const Lines = styled("ul", { margin: 0, padding: "0 0 0 $4", color: "$textMuted", fontSize: "$sm" });
const RowEnd = styled("div", { display: "grid", gap: "$2", justifyItems: "end", "@mobile": { gridColumn: "1 / -1" } });
const QtyForm = styled(Form, {
  display: "flex",
  gap: "$2",
  alignItems: "center",
  marginTop: "$2",
  "& select": { width: "auto", minWidth: "80px" },
});
const LinkButton = styled("button", {
  background: "none",
  border: 0,
  padding: "$2",
  minHeight: "44px",
  color: "$primary",
  textDecoration: "underline",
  cursor: "pointer",
  fontSize: "$sm",
});
const Disclosure = styled("details", { "& summary": { cursor: "pointer", color: "$primary", padding: "$2" } });
const FormBox = styled(Form, { display: "grid", gap: "$3", minWidth: "min(420px, 80vw)" });
const ConfirmBody = styled("div", {
  display: "grid",
  gap: "$4",
  "& p": { margin: 0 },
  "& > div": { display: "flex", gap: "$3", flexWrap: "wrap" },
});
