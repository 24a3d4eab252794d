/**
 * The balance doubler's pages (spec §1, §2 `/verdubbelaar/`, `/verdubbelaar/bedankt/{product?}/`; §3
 * theme doubler, doublerPageBg, doublerHeroCardImage): how it works, the coming draw, the entry form
 * (name, e-mail, card number, the human check; works without JavaScript) and the thank-you page.
 */

import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { styled } from "../../themes/stitches.config";
import { Captcha } from "../accounts/Captcha";
import type { ApiError } from "../api/errors";
import type { CardData } from "../catalog/cards";
import { ProductCard } from "../catalog/ProductCard";
import { Link } from "../components/Link";
import { Button, ButtonLink } from "../components/ui/Button";
import { Alert, ErrorText, Row } from "../components/ui/Form";
import { FormField } from "../components/ui/FormField";
import { PageColumn, WithSide } from "../components/ui/PageLayout";
import { usePageForm } from "../forms/page-form";
import { useSchemaValidation } from "../forms/use-validation";
import { CardNumberField } from "../giftcards/CardNumberField";
import { useApiErrorMessage } from "../i18n/api-errors";
import { dateFormat } from "../i18n/format";
import { type ImageData, useHref, useShell } from "../storefront/shell";
import { doublerEntrySchema } from "./entry.schema";

type Draw = { month: string; day: string };

export function useDrawDay(draw: Draw): string {
  const { locale } = useShell();
  return useMemo(
    () => dateFormat(locale, { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${draw.day}T12:00:00Z`)),
    [locale, draw.day],
  );
}

export interface DoublerPageData {
  draw: Draw;
  images: { background: ImageData; card: ImageData; illustration: ImageData };
  challengeUrl: string;
  formPass: string;
}

export function DoublerPage({
  data,
  action,
}: {
  data: DoublerPageData;
  action?: { result: SubmissionResult<string[]>; errors: ApiError[] };
}) {
  const { t, i18n } = useLingui();
  const href = useHref();
  const navigation = useNavigation();
  const errorText = useApiErrorMessage();
  const day = useDrawDay(data.draw);
  // The card prefixes are the server's to check: every storefront's, a list no page carries (rules.ts).
  const validate = useSchemaValidation(() => doublerEntrySchema(i18n, null), [i18n]);
  const [form, fields] = usePageForm<{
    firstName: string;
    lastName: string;
    email: string;
    cardNumber: string;
    captchaToken: string;
  }>({
    id: "doubler-entry",
    lastResult: action?.result,
    onValidate: validate,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { background: bg, card, illustration: doubler } = data.images;
  return (
    <Page data-doubler>
      <Hero css={{ backgroundImage: `url(${bg.src})` }}>
        <div>
          <h1>{t`Balance doubler`}</h1>
          <p>
            <Trans>
              Every month we double the balance of one gift card. Enter yours: the next draw is on{" "}
              <strong data-draw-day>{day}</strong>.
            </Trans>
          </p>
        </div>
        <img src={card.src} alt={card.alt} width={card.width} height={card.height} />
      </Hero>
      <Layout side="wide">
        <section aria-labelledby="doubler-how">
          <h2 id="doubler-how">{t`How it works`}</h2>
          <Steps>
            <li>{t`Enter your name, your e-mail address and the number of your gift card.`}</li>
            <li>{t`On the first Monday of the month we draw one card among all entries.`}</li>
            <li>{t`The winner's balance is doubled right away; everyone who took part hears from us by e-mail.`}</li>
          </Steps>
          <p>
            <Trans>
              One entry per card per draw; the card must be active and have a balance. See our{" "}
              <Link to={href("terms")}>terms and conditions</Link>.
            </Trans>
          </p>
          <img src={doubler.src} alt={doubler.alt} width={doubler.width} height={doubler.height} loading="lazy" />
        </section>
        <Form method="post" {...getFormProps(form)} data-doubler-form>
          <h2>{t`Take part`}</h2>
          {action?.errors.length ? (
            <Alert role="alert" data-doubler-error>
              <p>{errorText(action.errors[0])}</p>
            </Alert>
          ) : null}
          <Row>
            <FormField field={fields.firstName} label={t`First name`} required autoComplete="given-name" />
            <FormField field={fields.lastName} label={t`Last name`} required autoComplete="family-name" />
          </Row>
          <FormField field={fields.email} type="email" label={t`E-mail address`} required autoComplete="email" />
          <CardNumberField field={fields.cardNumber} />
          <Captcha challengeUrl={data.challengeUrl} round={action} fallbackPass={data.formPass} />
          <ErrorText id={fields.captchaToken.errorId}>{fields.captchaToken.errors?.[0]}</ErrorText>
          <Button type="submit" loading={navigation.state === "submitting"} data-doubler-submit>
            {t`Enter my card`}
          </Button>
        </Form>
      </Layout>
    </Page>
  );
}

export function DoublerThanks({ data }: { data: { draw: Draw; product: CardData | null; doublerHref: string } }) {
  const { t } = useLingui();
  const href = useHref();
  const day = useDrawDay(data.draw);
  return (
    <Page data-doubler-thanks>
      <h1>{t`Thank you for entering`}</h1>
      <p>
        <Trans>
          Your card takes part in the draw of <strong data-draw-day>{day}</strong>. We will let you know by e-mail.
        </Trans>
      </p>
      {data.product ? (
        <Product aria-label={t`Your card`}>
          <ProductCard product={data.product} list="doubler-thanks" />
        </Product>
      ) : null}
      <Actions>
        <ButtonLink to={href("balance-check")}>{t`Check your balance`}</ButtonLink>
        <ButtonLink to={data.doublerHref} variant="secondary">
          {t`Enter another card`}
        </ButtonLink>
      </Actions>
    </Page>
  );
}

const Page = PageColumn;
const Hero = styled("div", {
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  gap: "$5",
  padding: "$6",
  borderRadius: "$lg",
  backgroundSize: "cover",
  backgroundPosition: "center",
  backgroundColor: "$surface",
  // The text sits on a panel of the page's colours: readable on every brand's background image.
  "& > div": {
    display: "grid",
    gap: "$3",
    maxWidth: "560px",
    padding: "$4 $5",
    borderRadius: "$md",
    background: "$background",
    color: "$text",
  },
  "& img": { maxWidth: "100%", height: "auto" },
  "@mobile": { gridTemplateColumns: "1fr", padding: "$4" },
});
const Layout = styled(WithSide, {
  "& section": { display: "grid", gap: "$3" },
  "& section img": { maxWidth: "100%", height: "auto" },
  "& form": { display: "grid", gap: "$4", padding: "$4", borderRadius: "$md", background: "$surface" },
});
const Steps = styled("ol", { margin: 0, paddingLeft: "$5", display: "grid", gap: "$2" });
const Product = styled("ul", { listStyle: "none", padding: 0, margin: 0, maxWidth: "280px" });
const Actions = styled("div", { display: "flex", gap: "$3", flexWrap: "wrap" });
