/** Customer service contact page: content + the storefront's contact data and opening hours. */
import { useLingui } from "@lingui/react/macro";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { Article, ContentBody } from "../content/ContentBody";
import { loadContentPage } from "../content/load.server";
import { dateFormat } from "../i18n/format";
import { seoMeta } from "../seo/meta";
import { useShell } from "../storefront/shell";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadContentPage(context, request, "klantenservice/contact");
}

export const meta = seoMeta;

const DAY_INDEX = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 0 } as const;

export default function Contact() {
  const { page } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const { sf, locale } = useShell();
  const weekday = dateFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday: day index → a date with that weekday.
  const dayName = (d: keyof typeof DAY_INDEX) => weekday.format(new Date(Date.UTC(2023, 0, 1 + DAY_INDEX[d])));
  return (
    <Article data-page-type="contacts">
      <h1>{page.title}</h1>
      <Card>
        <h2>{t`Contact details`}</h2>
        <p>
          {t`E-mail`}: <a href={`mailto:${sf.contact.email}`}>{sf.contact.email}</a>
        </p>
        <p>
          {t`Phone`}: <a href={`tel:${sf.contact.phone.replace(/\s/g, "")}`}>{sf.contact.phone}</a>
        </p>
        <h3>{t`Opening hours`}</h3>
        <ul>
          {sf.contact.openingHours.map((h) => (
            <li key={h.days.join()}>
              {h.days.length > 1 ? `${dayName(h.days[0])} – ${dayName(h.days[h.days.length - 1])}` : dayName(h.days[0])}
              : {h.opens} – {h.closes}
            </li>
          ))}
        </ul>
      </Card>
      <ContentBody blocks={page.body} />
    </Article>
  );
}

const Card = styled("section", { background: "$surface", borderRadius: "$lg", padding: "$5", marginBottom: "$5" });
