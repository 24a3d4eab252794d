/**
 * Add to basket on the product page (spec §3 Package; §5; named modals: gift packing preview,
 * package item preview, wrapper overlay, count of products). Works without JavaScript: a plain form
 * post, with Conform's add/remove-receiver buttons submitting too.
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { styled } from "../../themes/stitches.config";
import type { ApiError } from "../api/errors";
import type { ExtraOption } from "../catalog/detail/load.server";
import { MAX_QUANTITY } from "../catalog/detail/purchase";
import { useErrorModal } from "../components/ErrorModal";
import { Link } from "../components/Link";
import { Button } from "../components/ui/Button";
import { Alert, ChoiceLabel, ErrorText, Field, Fieldset, Notice, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { useModals } from "../components/ui/Modal";
import { OptionalText } from "../components/ui/OptionalText";
import { useHydrated, WithoutJs } from "../components/ui/use-hydrated";
import { PERSONAL_NOTE_MAX } from "../forms/rules";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { formatMoney } from "../i18n/format";
import { useHref, useShell } from "../storefront/shell";
import {
  Actions,
  AddedBody,
  AmountField,
  ExtraChoice,
  ExtraPreview,
  LinkButton,
  PreviewBody,
} from "./AddToBasketParts";
import { type AddRules, addToBasketSchema, MAX_RECEIVERS } from "./add.schema";
import { SendMomentFields } from "./DeliveryMoment";

type DeliveryType = "digital" | "physical";

export interface AddToBasketFormProps {
  rules: AddRules;
  extras: ExtraOption[];
  product: { title: string; image: string; backgroundColor: string };
  lastResult: SubmissionResult<string[]> | undefined;
  added: { count: number; basketCount: number } | null;
  errors: ApiError[];
}

export function AddToBasketForm({ rules, extras, product, lastResult, added, errors }: AddToBasketFormProps) {
  const { t, i18n } = useLingui();
  const { sf } = useShell();
  const href = useHref();
  const navigation = useNavigation();
  const modals = useModals();
  const showError = useErrorModal();
  const errorText = useApiErrorMessage();
  // The form hydrates on its own once its code is there (ProductPurchase.tsx), after the page: a choice
  // made before that is the browser's alone. `data-ready` says React listens (what a test waits for).
  const ready = useHydrated();
  const validate = useSchemaValidation(() => addToBasketSchema(rules, i18n), [rules, i18n]);
  const types = Object.keys(rules.types) as DeliveryType[];
  const [form, fields] = useForm({
    lastResult,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { deliveryType: types[0], quantity: "1", sendTo: "me", when: "now", time: "09:00" },
  });
  const initial = (name: string, fallback: string) =>
    String((form.initialValue as Record<string, unknown>)?.[name] ?? fallback);
  const [type, setType] = useState<DeliveryType>((initial("deliveryType", types[0]) as DeliveryType) || types[0]);
  const [sendTo, setSendTo] = useState(initial("sendTo", "me"));
  const rule = rules.types[type] ?? rules.types[types[0]];
  const money = (value: number) => formatMoney(value, rules.currency, rules.locale);
  const priceText = (value: number) => (value === 0 ? t`free` : `+ ${money(value)}`);
  const wrappers = extras.filter((e) => e.kind === (type === "digital" ? "DIGITAL_WRAPPER" : "WRAPPER"));
  const packings = extras.filter((e) => e.kind === "GIFT_PACKING");
  const receivers = fields.receivers.getFieldList();
  const formRef = useRef<HTMLFormElement>(null);

  // API errors of spec §8 in the error modal; a successful add shows the count of products.
  useEffect(() => {
    if (errors.length) showError({ dataErrors: [errors] });
  }, [errors, showError]);
  useEffect(() => {
    if (!added) return;
    const close = () => modals.close("count-of-products");
    modals.open("count-of-products", () => <AddedBody added={added} basketHref={href("basket")} onClose={close} />, {
      title: t`Added to your basket`,
      logo: sf.theme.modalLogo,
    });
  }, [added, modals, t, href, sf.theme.modalLogo]);

  const preview = (id: "wrapper-overlay" | "gift-packing-preview") => (extra: ExtraOption) =>
    modals.open(
      id,
      () => <ExtraPreview extra={extra} cardImage={product.image} price={priceText(extra.price.value)} />,
      {
        title: extra.title,
        logo: sf.theme.modalLogo,
      },
    );

  const previewPackage = () => {
    const data = new FormData(formRef.current ?? undefined);
    const qty = Number(data.get(fields.quantity.name)) || 1;
    const amount = Number(String(data.get(fields.amount.name) ?? "").replace(",", ".")) || 0;
    const wrapper = extras.find((e) => e.id === data.get(fields.wrapper.name));
    const packing = type === "physical" ? extras.find((e) => e.id === data.get(fields.giftPacking.name)) : undefined;
    const message = data.get(fields.addMessage.name) === "on" ? String(data.get(fields.message.name) ?? "") : "";
    const total = qty * amount + (wrapper ? wrapper.price.value * qty : 0) + (packing?.price.value ?? 0);
    modals.open(
      "package-item-preview",
      () => (
        <PreviewBody data-package-preview>
          <img src={product.image} alt="" width={320} height={202} />
          <ul>
            <li>
              {qty} × {product.title} · {amount ? money(amount) : t`no amount chosen yet`}
            </li>
            {wrapper ? <li>{wrapper.title}</li> : null}
            {packing ? <li>{packing.title}</li> : null}
            {message ? <li>“{message}”</li> : null}
          </ul>
          <p>
            <strong>{t`Total: ${money(total)}`}</strong>
          </p>
        </PreviewBody>
      ),
      { title: t`Your package`, logo: sf.theme.modalLogo },
    );
  };

  const typeLabel: Record<DeliveryType, string> = {
    digital: t`Digital — by e-mail within one hour`,
    physical: t`Physical — sent by post`,
  };

  return (
    <Root method="post" {...getFormProps(form)} ref={formRef} data-add-form data-ready={ready ? "" : undefined}>
      {errors.length ? (
        <WithoutJs>
          <Alert role="alert">
            <p>{errorText(errors[0])}</p>
          </Alert>
        </WithoutJs>
      ) : null}
      {added ? (
        <WithoutJs>
          <Notice role="status">
            <Plural
              value={added.count}
              one="# product was added to your basket."
              other="# products were added to your basket."
            />
            <Link to={href("basket")}>{t`Go to basket`}</Link>
          </Notice>
        </WithoutJs>
      ) : null}

      <Fieldset>
        <legend>{t`How should the card arrive?`}</legend>
        {types.map((value) => (
          <ChoiceLabel key={value}>
            <input
              type="radio"
              name={fields.deliveryType.name}
              value={value}
              defaultChecked={value === type}
              onChange={() => setType(value)}
              data-delivery={value}
            />
            <span>{typeLabel[value]}</span>
          </ChoiceLabel>
        ))}
        <ErrorText id={fields.deliveryType.errorId}>{fields.deliveryType.errors?.[0]}</ErrorText>
      </Fieldset>

      {rule ? <AmountField rule={rule} field={fields.amount} money={money} /> : null}

      <Field
        id={fields.quantity.id}
        errorId={fields.quantity.errorId}
        errors={fields.quantity.errors}
        label={t`Quantity`}
        required
        name={fields.quantity.name}
        key={fields.quantity.key}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        step={1}
        defaultValue={fields.quantity.initialValue as string | undefined}
        data-quantity
      />

      {wrappers.length ? (
        <ExtraChoice
          legend={type === "digital" ? t`Design of the e-mail` : t`Card holder`}
          none={t`No wrapper`}
          options={wrappers}
          field={fields.wrapper}
          marker="wrapper"
          priceText={priceText}
          onPreview={preview("wrapper-overlay")}
        />
      ) : null}

      {type === "physical" && packings.length ? (
        <ExtraChoice
          legend={t`Gift packing`}
          none={t`No gift packing`}
          options={packings}
          field={fields.giftPacking}
          marker="packing"
          priceText={priceText}
          onPreview={preview("gift-packing-preview")}
        />
      ) : null}

      {rules.message ? (
        <OptionalText
          toggle={fields.addMessage}
          field={fields.message}
          max={PERSONAL_NOTE_MAX}
          labels={{ toggle: t`Add a personal message`, text: t`Your message`, withoutJs: t`Your message` }}
          marks={{ toggle: "add-message", text: "message" }}
        />
      ) : null}

      <Fieldset>
        <legend>{type === "digital" ? t`Who receives the e-mail?` : t`Who is it for?`}</legend>
        <ChoiceLabel>
          <input
            type="radio"
            name={fields.sendTo.name}
            value="me"
            defaultChecked={sendTo === "me"}
            onChange={() => setSendTo("me")}
          />
          <span>{type === "digital" ? t`Send it to me` : t`Send it to my address`}</span>
        </ChoiceLabel>
        <ChoiceLabel>
          <input
            type="radio"
            name={fields.sendTo.name}
            value="others"
            defaultChecked={sendTo === "others"}
            onChange={() => setSendTo("others")}
            data-send-to-others
          />
          <span>{t`Send it to one or more receivers`}</span>
        </ChoiceLabel>
        {sendTo === "others" ? (
          <Receivers>
            {receivers.map((receiver, index) => {
              const r = receiver.getFieldset();
              return (
                <ReceiverBox key={receiver.key ?? index} data-receiver={index}>
                  <legend>{t`Receiver ${index + 1}`}</legend>
                  <Row>
                    <FormField field={r.name} label={t`Name`} required autoComplete="off" />
                    <FormField field={r.phone} type="tel" label={t`Phone`} hint={t`optional`} />
                  </Row>
                  <Row>
                    <FormField field={r.email} type="email" label={t`E-mail`} required />
                    <FormField
                      field={r.confirmEmail}
                      type="email"
                      label={t`Confirm e-mail`}
                      required
                      onPaste={(event) => event.preventDefault()}
                    />
                  </Row>
                  <Button
                    variant="ghost"
                    type="submit"
                    {...form.remove.getButtonProps({ name: fields.receivers.name, index })}
                    data-remove-receiver
                  >
                    {t`Remove receiver ${index + 1}`}
                  </Button>
                </ReceiverBox>
              );
            })}
            {receivers.length < MAX_RECEIVERS ? (
              <Button
                variant="secondary"
                type="submit"
                {...form.insert.getButtonProps({ name: fields.receivers.name })}
                data-add-receiver
              >
                {t`Add a receiver`}
              </Button>
            ) : null}
            <ErrorText id={fields.receivers.errorId}>{fields.receivers.errors?.[0]}</ErrorText>
            {receivers.length > 1 ? (
              <small>
                <Trans>Each receiver gets the chosen quantity of cards.</Trans>
              </small>
            ) : null}
          </Receivers>
        ) : null}
      </Fieldset>

      {type === "digital" ? <SendMomentFields when={fields.when} date={fields.date} time={fields.time} /> : null}

      <Actions>
        <Button type="submit" loading={navigation.state === "submitting"} data-add-to-basket>
          <Trans>Add to basket</Trans>
        </Button>
        <LinkButton type="button" onClick={previewPackage} data-preview-package>
          {t`Preview your package`}
        </LinkButton>
      </Actions>
    </Root>
  );
}

const Root = styled(Form, { display: "grid", gap: "$5" });
const Receivers = styled("div", { display: "grid", gap: "$4" });
const ReceiverBox = styled("fieldset", {
  border: "1px solid $border",
  borderRadius: "$md",
  padding: "$4",
  display: "grid",
  gap: "$3",
  "& legend": { fontWeight: 600, padding: "0 $2" },
});
