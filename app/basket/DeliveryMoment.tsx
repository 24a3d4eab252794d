/**
 * Delivery moments (spec §3 Receiver, delivery date and time): when digital cards are e-mailed (right
 * after payment, or on a date and time of the shopper's choice; used by the add-to-basket form and the
 * basket's delivery modal; the date and time show while "later" is chosen, by CSS, so it works without
 * JavaScript) and the dispatch date of a physical shipment (basket delivery modal and checkout).
 */
import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import {
  ChoiceLabel,
  ErrorText,
  FieldBox,
  Fieldset,
  Input,
  NativeSelect,
  RequiredMark,
  Row,
} from "../components/ui/Form";
import { dateFormat } from "../i18n/format";
import { useShell } from "../storefront/shell";

export function SendMomentFields({
  when,
  date,
  time,
}: {
  when: FieldMetadata<string | undefined>;
  date: FieldMetadata<string | undefined>;
  time: FieldMetadata<string | undefined>;
}) {
  const { t } = useLingui();
  const later = when.initialValue === "later";
  return (
    <Moment>
      <legend>{t`When should the e-mail be sent?`}</legend>
      <ChoiceLabel>
        <input type="radio" name={when.name} value="now" defaultChecked={!later} />
        <span>{t`Right after payment (within one hour)`}</span>
      </ChoiceLabel>
      <ChoiceLabel>
        <input type="radio" name={when.name} value="later" defaultChecked={later} data-send-later />
        <span>{t`On a date and time of my choice`}</span>
      </ChoiceLabel>
      <Row data-moment-fields>
        <FieldBox>
          <label htmlFor={date.id}>
            {t`Date`}
            <RequiredMark />
          </label>
          <Input {...getInputProps(date, { type: "date" })} />
          <ErrorText id={date.errorId}>{date.errors?.[0]}</ErrorText>
        </FieldBox>
        <FieldBox>
          <label htmlFor={time.id}>
            {t`Time`}
            <RequiredMark />
          </label>
          <Input {...getInputProps(time, { type: "time" })} />
          <ErrorText id={time.errorId}>{time.errors?.[0]}</ErrorText>
        </FieldBox>
      </Row>
    </Moment>
  );
}

/** The dispatch date of a physical shipment: the working days the storefront can ship on (spec §3). */
export function DispatchDateField({ field, dates }: { field: FieldMetadata<string | undefined>; dates: string[] }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const label = dateFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  return (
    <FieldBox>
      <label htmlFor={field.id}>{t`Dispatch date`}</label>
      <NativeSelect id={field.id} name={field.name} defaultValue={field.initialValue as string | undefined}>
        {dates.map((d) => (
          <option key={d} value={d}>
            {label.format(new Date(`${d}T12:00:00Z`))}
          </option>
        ))}
      </NativeSelect>
      <small>
        <Trans>
          Orders placed on working days before 17:00 are shipped the same day. Delivery takes 2–3 working days.
        </Trans>
      </small>
      <ErrorText id={field.errorId}>{field.errors?.[0]}</ErrorText>
    </FieldBox>
  );
}

const Moment = styled(Fieldset, {
  "&:has(input[value='now']:checked) [data-moment-fields]": { display: "none" },
});
