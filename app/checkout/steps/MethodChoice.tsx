/**
 * A payment method as one field of a short form (the redeem checkout's rest, a choice-card
 * activation): the storefront's methods that finish while the shopper waits, as radio buttons with
 * their logos, iDEAL's bank list under it when chosen. Works without JavaScript.
 */
import type { FieldMetadata } from "@conform-to/react";
import { styled } from "../../../themes/stitches.config";
import { ChoiceLabel, ErrorText, Fieldset } from "../../components/ui/Form";
import { IssuerSelect } from "./IssuerSelect";

export interface MethodChoiceProps {
  legend: string;
  method: FieldMetadata<string>;
  issuer: FieldMetadata<string>;
  methods: { id: string; name: string; logo: string }[];
  issuers: { id: string; name: string }[];
}

export function MethodChoice({ legend, method, issuer, methods, issuers }: MethodChoiceProps) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {methods.map((m) => (
        <MethodOption key={m.id}>
          <ChoiceLabel>
            <input
              type="radio"
              name={method.name}
              value={m.id}
              defaultChecked={method.initialValue === m.id}
              data-method={m.id}
            />
            <img src={`/payment/${m.logo}.svg`} alt="" width={52} height={34} />
            <span>{m.name}</span>
          </ChoiceLabel>
          {m.id === "ideal" ? (
            <Extra data-method-extra>
              <IssuerSelect field={issuer} issuers={issuers} />
            </Extra>
          ) : null}
        </MethodOption>
      ))}
      <ErrorText id={method.errorId}>{method.errors?.[0]}</ErrorText>
    </Fieldset>
  );
}

const MethodOption = styled("div", {
  display: "grid",
  gap: "$2",
  "& > [data-method-extra]": { display: "none" },
  "&:has(> label input:checked) > [data-method-extra]": { display: "grid" },
});
const Extra = styled("div", { padding: "0 $3 $2" });
