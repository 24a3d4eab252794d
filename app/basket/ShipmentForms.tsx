/**
 * The basket's modal forms of a shipment (spec §2 named modals: delivery receiver, delivery date and
 * time): Conform and the valibot schemas they validate with load after the page (BasketShipment.tsx
 * imports this module lazily); the server renders them, so they work without JavaScript until then.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "../components/ui/Button";
import { FormField } from "../components/ui/FormField";
import { ModalForm, ModalFormBody } from "../components/ui/ModalForm";
import { useSchemaValidation } from "../forms/use-validation";
import { useShell } from "../storefront/shell";
import type { Data, ShipmentData } from "./BasketPage";
import { deliverySchema, receiverSchema } from "./basket.schema";
import type { BasketActionData } from "./basket.server";
import { DispatchDateField, SendMomentFields } from "./DeliveryMoment";

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

export function ReceiverForm({ shipment }: { shipment: ShipmentData }) {
  const { t, i18n } = useLingui();
  const { sf } = useShell();
  const state = useModalFormState("receiver", shipment.tag);
  const validate = useSchemaValidation(() => receiverSchema(i18n, sf.country), [i18n, sf.country]);
  const [form, fields] = useForm({
    id: `receiver-${shipment.tag}`,
    lastResult: state.result as never,
    onValidate: validate,
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

export function DeliveryForm({ shipment, data }: { shipment: ShipmentData; data: Data }) {
  const { t, i18n } = useLingui();
  const state = useModalFormState("delivery", shipment.tag);
  const digital = shipment.deliveryType === "DIGITAL";
  const validate = useSchemaValidation(
    () => deliverySchema(i18n, { timeZone: data.timeZone, dispatchDates: data.dispatchDates }),
    [i18n, data.timeZone, data.dispatchDates],
  );
  const [form, fields] = useForm({
    id: `delivery-${shipment.tag}`,
    lastResult: state.result as never,
    onValidate: validate,
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
