/** The blog (spec §2 /blog/ and /blog/{path}/): a trailing number is a page of the list. */
import { useLingui } from "@lingui/react/macro";
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { styled } from "../../themes/stitches.config";
import { parsePage } from "../catalog/list/paging";
import { Link } from "../components/Link";
import { Article, ContentBody } from "../content/ContentBody";
import { loadPost, loadPosts, type PostData } from "../content/content-screens.server";
import { JsonLd } from "../content/JsonLd";
import { dateFormat } from "../i18n/format";
import { seoMeta } from "../seo/meta";
import { href } from "../storefront/links";
import { useHref, useShell } from "../storefront/shell";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = parsePage(params.post);
  if (page === "first") throw redirect(href(context.storefront, "blog"), 301);
  if (page === null) return loadPost(context, request, params.post ?? "");
  return loadPosts(context, request, page);
}

export const meta = seoMeta;

function useDate() {
  const { locale } = useShell();
  const format = dateFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return (iso: string) => format.format(new Date(iso));
}

export default function BlogRoute() {
  const data = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const link = useHref();
  const date = useDate();
  if (data.kind === "posts") {
    return (
      <Section data-blog>
        <h1>{data.title}</h1>
        <Posts items={data.items} />
        {data.pageCount > 1 ? (
          <Pager aria-label={t`Pages`}>
            {data.page > 1 ? (
              <Link to={link("blog", { post: data.page - 1 })} rel="prev">
                {t`Previous page`}
              </Link>
            ) : null}
            <span>{t`Page ${data.page} of ${data.pageCount}`}</span>
            {data.page < data.pageCount ? (
              <Link to={link("blog", { post: data.page + 1 })} rel="next">
                {t`Next page`}
              </Link>
            ) : null}
          </Pager>
        ) : null}
      </Section>
    );
  }
  return (
    <Article data-blog-post>
      <JsonLd items={data.jsonLd} />
      <Crumbs aria-label={t`Breadcrumb`}>
        <Link to={link("blog")}>{data.blogTitle}</Link> › <span>{data.post.title}</span>
      </Crumbs>
      <h1>{data.post.title}</h1>
      <Meta>
        <time dateTime={data.post.publishedAt}>{date(data.post.publishedAt)}</time>
      </Meta>
      <Lead>{data.post.excerpt}</Lead>
      <Cover src={data.post.image.url} alt="" width={820} height={410} />
      <ContentBody blocks={data.post.body} />
      {data.related.length ? (
        <Related aria-labelledby="related-title">
          <h2 id="related-title">{t`Read more`}</h2>
          <Posts items={data.related} />
        </Related>
      ) : null}
    </Article>
  );
}

function Posts({ items }: { items: PostData[] }) {
  const date = useDate();
  return (
    <List>
      {items.map((p) => (
        <li key={p.id}>
          <Card to={p.path}>
            <img src={p.image.url} alt="" width={400} height={200} loading="lazy" />
            <time dateTime={p.publishedAt}>{date(p.publishedAt)}</time>
            <strong>{p.title}</strong>
            <span>{p.excerpt}</span>
          </Card>
        </li>
      ))}
    </List>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$5 $4 $7" });
const Crumbs = styled("nav", { fontSize: "$sm", marginBottom: "$3", "& a": { color: "$primary" } });
const Meta = styled("p", { color: "$textMuted", margin: "0 0 $3" });
const Lead = styled("p", { fontSize: "$lg" });
const Cover = styled("img", { width: "100%", height: "auto", borderRadius: "$lg", background: "$surface" });
const Related = styled("section", { marginTop: "$7" });
const List = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$5",
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
});
const Card = styled(Link, {
  display: "grid",
  gap: "$2",
  color: "$text",
  textDecoration: "none",
  "& img": { width: "100%", height: "auto", borderRadius: "$md", background: "$surface" },
  "& time": { color: "$textMuted", fontSize: "$sm" },
  "& strong": { fontSize: "$lg" },
  "& span": { color: "$textMuted" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const Pager = styled("nav", {
  display: "flex",
  gap: "$3",
  alignItems: "center",
  marginTop: "$5",
  "& a": { color: "$primary", minHeight: "44px", display: "inline-flex", alignItems: "center" },
});
