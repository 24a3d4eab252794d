/**
 * Pieces of the add-to-basket form: the amount (fixed values or a free amount), a choice of extras
 * (wrappers and gift packing alike) and the modal bodies (added to basket, extra and package preview).
 */
import { Plural, useLingui } from "@lingui/react/macro";
import { styled } from "../../themes/stitches.config";
import type { ExtraOption } from "../catalog/detail/load.server";
import type { AmountRule } from "../catalog/detail/purchase";
import { Button, ButtonLink } from "../components/ui/Button";
import { ChoiceLabel, ErrorText, Field, Fieldset, RequiredMark } from "../components/ui/Form";

/** What a piece needs of a Conform field. */
interface FieldLike {
  id: string;
  name: string;
  key?: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

/** spec §5 Price: one of the card's fixed values, or a whole amount between its minimum and maximum. */
export function AmountField({
  rule,
  field,
  money,
}: {
  rule: AmountRule;
  field: FieldLike;
  money: (v: number) => string;
}) {
  const { t } = useLingui();
  if (rule.fixed.length) {
    return (
      <Fieldset aria-describedby={field.errors ? field.errorId : undefined}>
        <legend>
          {t`Amount`}
          <RequiredMark />
        </legend>
        <Amounts>
          {rule.fixed.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={field.name}
                value={value}
                defaultChecked={String(value) === field.initialValue}
              />
              <span>{money(value)}</span>
            </label>
          ))}
        </Amounts>
        <ErrorText id={field.errorId}>{field.errors?.[0]}</ErrorText>
      </Fieldset>
    );
  }
  return (
    <Field
      id={field.id}
      errorId={field.errorId}
      errors={field.errors}
      label={t`Amount`}
      hint={t`between ${money(rule.min)} and ${money(rule.max)}`}
      required
      name={field.name}
      key={field.key}
      type="number"
      inputMode="numeric"
      min={rule.min}
      max={rule.max}
      step={1}
      defaultValue={field.initialValue as string | undefined}
      data-amount
    />
  );
}

/** A choice of one extra or none, each with a preview; `marker` names the options' data attribute. */
export function ExtraChoice({
  legend,
  none,
  options,
  field,
  marker,
  priceText,
  onPreview,
}: {
  legend: string;
  none: string;
  options: ExtraOption[];
  field: FieldLike;
  marker: "wrapper" | "packing";
  priceText: (value: number) => string;
  onPreview: (extra: ExtraOption) => void;
}) {
  const { t } = useLingui();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <ChoiceLabel>
        <input type="radio" name={field.name} value="" defaultChecked={!field.initialValue} />
        <span>{none}</span>
      </ChoiceLabel>
      {options.map((x) => (
        <ExtraRow key={x.id}>
          <ChoiceLabel>
            <input
              type="radio"
              name={field.name}
              value={x.id}
              defaultChecked={field.initialValue === x.id}
              {...{ [`data-${marker}`]: x.id }}
            />
            <img src={x.image} alt="" width={48} height={30} />
            <span>
              {x.title} <small>{priceText(x.price.value)}</small>
            </span>
          </ChoiceLabel>
          <LinkButton type="button" onClick={() => onPreview(x)} aria-label={t`Preview ${x.title}`}>
            {t`Preview`}
          </LinkButton>
        </ExtraRow>
      ))}
      <ErrorText id={field.errorId}>{field.errors?.[0]}</ErrorText>
    </Fieldset>
  );
}

/** The 'count of products' modal (spec §2) after an add. */
export function AddedBody({
  added,
  basketHref,
  onClose,
}: {
  added: { count: number; basketCount: number };
  basketHref: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <AddedBox data-added-modal>
      <p role="status">
        <Plural
          value={added.count}
          one="# product was added to your basket."
          other="# products were added to your basket."
        />
      </p>
      <p>
        <Plural
          value={added.basketCount}
          one="Your basket holds # gift card."
          other="Your basket holds # gift cards."
        />
      </p>
      <Actions>
        <ButtonLink to={basketHref} onClick={onClose} data-go-to-basket>
          {t`Go to basket`}
        </ButtonLink>
        <Button variant="secondary" onClick={onClose}>
          {t`Continue shopping`}
        </Button>
      </Actions>
    </AddedBox>
  );
}

/** The 'wrapper overlay' and 'gift packing preview' modals: the extra over the card. */
export function ExtraPreview({ extra, cardImage, price }: { extra: ExtraOption; cardImage: string; price: string }) {
  return (
    <PreviewBody>
      <Overlay>
        <img src={cardImage} alt="" width={320} height={202} />
        <img src={extra.image} alt="" width={320} height={202} data-overlay />
      </Overlay>
      <p>{extra.description}</p>
      <p>
        <strong>{price}</strong>
      </p>
    </PreviewBody>
  );
}

export const Amounts = styled("div", {
  display: "flex",
  flexWrap: "wrap",
  gap: "$2",
  "& label": { position: "relative" },
  "& input": { position: "absolute", opacity: 0, inset: 0, cursor: "pointer" },
  "& span": {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "44px",
    padding: "0 $4",
    borderRadius: "$pill",
    border: "2px solid $border",
  },
  "& input:checked + span": { borderColor: "$primary", background: "$primary", color: "$onPrimary" },
  "& input:focus-visible + span": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const ExtraRow = styled("div", { display: "flex", gap: "$2", alignItems: "center", "& > label": { flex: 1 } });
export const LinkButton = styled("button", {
  background: "none",
  border: 0,
  padding: "$2",
  color: "$primary",
  textDecoration: "underline",
  cursor: "pointer",
  fontSize: "$sm",
  minHeight: "44px",
});
export const Actions = styled("div", { display: "flex", flexWrap: "wrap", gap: "$3", alignItems: "center" });
const AddedBox = styled("div", { display: "grid", gap: "$3", "& p": { margin: 0 } });
export const PreviewBody = styled("div", { display: "grid", gap: "$3", justifyItems: "center", "& p": { margin: 0 } });
const Overlay = styled("div", {
  position: "relative",
  width: "320px",
  maxWidth: "100%",
  "& img": { display: "block", width: "100%", height: "auto", borderRadius: "$md" },
  "& img[data-overlay]": { position: "absolute", inset: "28% 0 0 0", height: "72%", opacity: 0.92 },
});
