/**
 * The basket's modal forms of a shipment (spec §2 named modals: delivery receiver, delivery date and
 * time): Conform and the valibot schemas they validate with load after the page (BasketShipment.tsx
 * imports this module lazily). Without JavaScript each is a link to the basket with that form open
 * (`urlKey`, ADR 053); that render and the browser's first one (hydration) make their metadata with
 * `staticForm`, not `useForm`, which the modal forms use once the page is hydrated.
 */
import { type FieldMetadata, type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Button } from "../components/ui/Button";
import { FormField } from "../components/ui/FormField";
import { ModalForm, ModalFormBody } from "../components/ui/ModalForm";
import { useHydrated } from "../components/ui/use-hydrated";
import { staticForm } from "../forms/static-form";
import { useSchemaValidation } from "../forms/use-validation";
import { useShell } from "../storefront/shell";
import type { Data, ShipmentData } from "./BasketPage";
import { deliverySchema, receiverSchema } from "./basket.schema";
import type { BasketActionData } from "./basket.server";
import { DispatchDateField, SendMomentFields } from "./DeliveryMoment";

type Reply = SubmissionResult<string[]>;

/** The last post's result of this form of this shipment, if the last post was this form's. */
function useLastResult(intent: string, tag: string) {
  const action = useActionData<BasketActionData>();
  const mine = action?.intent === intent && action.shipmentTag === tag;
  return {
    action: mine ? action : undefined,
    result: mine ? ((action?.result ?? undefined) as Reply | undefined) : undefined,
  };
}

function useModalFormState(intent: string, tag: string) {
  const { action, result } = useLastResult(intent, tag);
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (action?.done) setOpen(false);
  }, [action]);
  return { open, setOpen, result, busy: navigation.state === "submitting" };
}

/** Whether the form is open (a modal with JavaScript, a disclosure without) and its post under way. */
type OpenState = { open: boolean; setOpen: (open: boolean) => void; busy: boolean };

/** Without JavaScript: the disclosure is open when it holds the errors of the form just posted. */
function disclosed(result: Reply | undefined): OpenState {
  const failed = Object.values(result?.error ?? {}).some((errors) => errors?.length);
  return { open: failed, setOpen: () => {}, busy: false };
}

type ReceiverShape = { name: string; email: string; confirmEmail: string; phone: string };

function receiverDefaults(shipment: ShipmentData): ReceiverShape {
  const email = shipment.receiver?.email ?? "";
  return { name: shipment.receiver?.name ?? "", email, confirmEmail: email, phone: shipment.receiver?.phone ?? "" };
}

export function ReceiverForm({ shipment }: { shipment: ShipmentData }) {
  return useHydrated() ? <ModalReceiverForm shipment={shipment} /> : <DisclosedReceiverForm shipment={shipment} />;
}

function DisclosedReceiverForm({ shipment }: { shipment: ShipmentData }) {
  const { result } = useLastResult("receiver", shipment.tag);
  const [form, fields] = staticForm(`receiver-${shipment.tag}`, receiverDefaults(shipment), result);
  return <ReceiverModal shipment={shipment} form={form} fields={fields} state={disclosed(result)} />;
}

function ModalReceiverForm({ shipment }: { shipment: ShipmentData }) {
  const { i18n } = useLingui();
  const { sf } = useShell();
  const state = useModalFormState("receiver", shipment.tag);
  const validate = useSchemaValidation(() => receiverSchema(i18n, sf.country), [i18n, sf.country]);
  const [form, fields] = useForm<ReceiverShape>({
    id: `receiver-${shipment.tag}`,
    lastResult: state.result as never,
    onValidate: validate,
    shouldValidate: "onBlur",
    defaultValue: receiverDefaults(shipment),
  });
  return <ReceiverModal shipment={shipment} form={form} fields={fields} state={state} />;
}

function ReceiverModal({
  shipment,
  form,
  fields,
  state,
}: {
  shipment: ShipmentData;
  form: FormMetadata<ReceiverShape>;
  fields: { [Name in keyof ReceiverShape]: FieldMetadata<string, ReceiverShape> };
  state: OpenState;
}) {
  const { t } = useLingui();
  const label = shipment.receiver ? t`Edit receiver` : t`Send to someone else`;
  return (
    <ModalForm
      id="delivery-receiver"
      title={label}
      label={label}
      open={state.open}
      onOpenChange={state.setOpen}
      urlKey={form.id}
    >
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

type DeliveryShape = { when: string; date: string; time: string; dispatchDate: string };

function deliveryDefaults(shipment: ShipmentData, data: Data): DeliveryShape {
  return {
    when: shipment.schedule ? "later" : "now",
    date: shipment.schedule?.date ?? "",
    time: shipment.schedule?.time ?? "09:00",
    dispatchDate: shipment.dispatchDate ?? data.earliest,
  };
}

export function DeliveryForm({ shipment, data }: { shipment: ShipmentData; data: Data }) {
  return useHydrated() ? (
    <ModalDeliveryForm shipment={shipment} data={data} />
  ) : (
    <DisclosedDeliveryForm shipment={shipment} data={data} />
  );
}

function DisclosedDeliveryForm({ shipment, data }: { shipment: ShipmentData; data: Data }) {
  const { result } = useLastResult("delivery", shipment.tag);
  const [form, fields] = staticForm(`delivery-${shipment.tag}`, deliveryDefaults(shipment, data), result);
  return <DeliveryModal shipment={shipment} data={data} form={form} fields={fields} state={disclosed(result)} />;
}

function ModalDeliveryForm({ shipment, data }: { shipment: ShipmentData; data: Data }) {
  const { i18n } = useLingui();
  const state = useModalFormState("delivery", shipment.tag);
  const validate = useSchemaValidation(
    () => deliverySchema(i18n, { timeZone: data.timeZone, dispatchDates: data.dispatchDates }),
    [i18n, data.timeZone, data.dispatchDates],
  );
  const [form, fields] = useForm<DeliveryShape>({
    id: `delivery-${shipment.tag}`,
    lastResult: state.result as never,
    onValidate: validate,
    shouldValidate: "onBlur",
    defaultValue: deliveryDefaults(shipment, data),
  });
  return <DeliveryModal shipment={shipment} data={data} form={form} fields={fields} state={state} />;
}

function DeliveryModal({
  shipment,
  data,
  form,
  fields,
  state,
}: {
  shipment: ShipmentData;
  data: Data;
  form: FormMetadata<DeliveryShape>;
  fields: { [Name in keyof DeliveryShape]: FieldMetadata<string, DeliveryShape> };
  state: OpenState;
}) {
  const { t } = useLingui();
  const digital = shipment.deliveryType === "DIGITAL";
  return (
    <ModalForm
      id="delivery-date-and-time"
      title={t`Delivery date and time`}
      label={t`Change delivery`}
      open={state.open}
      onOpenChange={state.setOpen}
      urlKey={form.id}
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
