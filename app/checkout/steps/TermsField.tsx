/** "I accept the terms and conditions" (spec §5 checkout): the checkbox every order form asks, and its message. */
import type { FieldMetadata } from "@conform-to/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "../../components/Link";
import { ChoiceLabel, ErrorText, RequiredMark } from "../../components/ui/Form";
import { useHref } from "../../storefront/shell";

export function TermsField({ field }: { field: FieldMetadata<unknown> }) {
  const href = useHref();
  return (
    <>
      <ChoiceLabel>
        <input type="checkbox" name={field.name} data-terms />
        <span>
          <Trans>
            I accept the <Link to={href("terms")}>terms and conditions</Link>
          </Trans>
          <RequiredMark />
        </span>
      </ChoiceLabel>
      <ErrorText id={field.errorId}>{field.errors?.[0]}</ErrorText>
    </>
  );
}
