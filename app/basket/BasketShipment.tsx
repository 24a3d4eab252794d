/** One shipment on the basket page: its packages, receiver, delivery moment and quantity forms (spec §2 named modals); the receiver and delivery forms are ShipmentForms.tsx. */
import { useLingui } from "@lingui/react/macro";
import { Form, useSubmit } from "@remix-run/react";
import { lazy, Suspense, useRef } from "react";
import { styled } from "../../themes/stitches.config";
import { Button } from "../components/ui/Button";
import { NativeSelect } from "../components/ui/Form";
import { useModals } from "../components/ui/Modal";
import { LinkButton } from "../components/ui/ModalForm";
import { WithoutJs } from "../components/ui/use-hydrated";
import { dateFormat, formatMoney } from "../i18n/format";
import { useShell } from "../storefront/shell";
import type { Data, ShipmentData } from "./BasketPage";
import type { CartData } from "./queries.server";

// The receiver and delivery forms (Conform, valibot, their schemas) load after the page: ShipmentForms.tsx.
const DeliveryForm = lazy(() => import("./ShipmentForms").then((m) => ({ default: m.DeliveryForm })));
const ReceiverForm = lazy(() => import("./ShipmentForms").then((m) => ({ default: m.ReceiverForm })));

export function ShipmentBox({ shipment, cart, data }: { shipment: ShipmentData; cart: CartData; data: Data }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const money = (value: number) => formatMoney(value, cart.currency, locale);
  const digital = shipment.deliveryType === "DIGITAL";
  const date = (d: string) =>
    dateFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${d}T12:00:00Z`));
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
          <Suspense fallback={null}>
            <DeliveryForm shipment={shipment} data={data} />
            <ReceiverForm shipment={shipment} />
          </Suspense>
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

export const ConfirmBody = styled("div", {
  display: "grid",
  gap: "$4",
  "& p": { margin: 0 },
  "& > div": { display: "flex", gap: "$3", flexWrap: "wrap" },
});
