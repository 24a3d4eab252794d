/**
 * The redeem flow's doubler modal (spec §2 redeem modals: doubler): a card of the redeem session —
 * already checked with its pin and the human check — enters the coming draw with a name and an
 * e-mail. Posts to the page it is on; works without JavaScript.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useContext, useMemo } from "react";
import { styled } from "../../themes/stitches.config";
import type { ApiError } from "../api/errors";
import { Link } from "../components/Link";
import { Button } from "../components/ui/Button";
import { Alert, ChoiceLabel, ErrorText, Fieldset, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { PageAction } from "../components/ui/ModalForm";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { useApiErrorMessage } from "../i18n/api-errors";
import { useHref } from "../storefront/shell";
import type { Draw } from "./api-docs.server";
import { useDrawDay } from "./DoublerPage";
import { doublerSessionEntrySchema } from "./entry.schema";

export interface DoublerModalData {
  draw: Draw;
  cards: { id: number; maskedNumber: string }[];
  /** The entry just made (after the post, the modal says so). */
  entered: boolean;
}

export function DoublerModalBody({
  data,
  answer,
}: {
  data: DoublerModalData;
  answer?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const { t, i18n } = useLingui();
  const href = useHref();
  const pageAction = useContext(PageAction);
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const day = useDrawDay(data.draw);
  const ids = useMemo(() => data.cards.map((c) => String(c.id)), [data.cards]);
  const validate = useSchemaValidation(() => doublerSessionEntrySchema(i18n, ids), [i18n, ids]);
  const [form, fields] = usePageForm<{ firstName: string; lastName: string; email: string; cardId: string }>({
    id: "redeem-doubler",
    lastResult: answer?.result,
    defaultValue: { cardId: ids[0] },
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (data.entered) {
    return (
      <Body data-doubler-entered>
        <p role="status">
          <Trans>
            Your card takes part in the draw of <strong>{day}</strong>. We will let you know by e-mail.
          </Trans>
        </p>
      </Body>
    );
  }
  return (
    <Body data-doubler-modal>
      <p>
        <Trans>
          On the first Monday of every month we double the balance of one card. Take part with your card: the next draw
          is on <strong>{day}</strong>.
        </Trans>
      </p>
      <Form method="post" action={pageAction} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="doubler" />
        {answer?.errors.length ? (
          <Alert role="alert" data-doubler-error>
            <p>{errorText(answer.errors[0])}</p>
          </Alert>
        ) : null}
        {data.cards.length > 1 ? (
          <Fieldset>
            <legend>{t`Which card?`}</legend>
            {data.cards.map((c) => (
              <ChoiceLabel key={c.id}>
                <input
                  type="radio"
                  name={fields.cardId.name}
                  value={String(c.id)}
                  defaultChecked={fields.cardId.initialValue === String(c.id)}
                />
                <span>{c.maskedNumber}</span>
              </ChoiceLabel>
            ))}
            <ErrorText id={fields.cardId.errorId}>{fields.cardId.errors?.[0]}</ErrorText>
          </Fieldset>
        ) : (
          <input type="hidden" name={fields.cardId.name} value={ids[0]} />
        )}
        <Row>
          <FormField field={fields.firstName} label={t`First name`} required autoComplete="given-name" />
          <FormField field={fields.lastName} label={t`Last name`} required autoComplete="family-name" />
        </Row>
        <FormField field={fields.email} type="email" label={t`E-mail address`} required autoComplete="email" />
        <Button
          type="submit"
          loading={navigation.state === "submitting" && navigation.formData?.get("intent") === "doubler"}
          data-doubler-submit
        >
          {t`Enter my card`}
        </Button>
      </Form>
      <Link to={href("terms")}>{t`Terms and conditions`}</Link>
    </Body>
  );
}

const Body = styled("div", {
  display: "grid",
  gap: "$3",
  "& p": { margin: 0 },
  "& form": { display: "grid", gap: "$3" },
  "& a": { color: "$primary" },
});
