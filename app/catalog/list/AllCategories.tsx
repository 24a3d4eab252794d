/** /categorie/alle-cadeaubonnen/: every category of the storefront with its number of gift cards. */
import { Plural, Trans } from "@lingui/react/macro";
import { styled } from "../../../themes/stitches.config";
import { Link } from "../../components/Link";
import { useHref } from "../../storefront/shell";
import { CategoryIcon } from "../CategoryIcon";

interface Category {
  slug: string;
  title: string;
  description: string;
  icon: string;
  productCount: number;
}

export function AllCategories({ categories }: { categories: Category[] }) {
  const link = useHref();
  return (
    <Section data-all-categories>
      <h1>
        <Trans>All categories</Trans>
      </h1>
      <Grid>
        {categories.map((c) => (
          <li key={c.slug}>
            <Tile to={link("category", { category: c.slug })}>
              <IconBox>
                <CategoryIcon name={c.icon} size={28} />
              </IconBox>
              <span>
                <strong>{c.title}</strong>
                <small>
                  <Plural value={c.productCount} one="# gift card" other="# gift cards" />
                </small>
              </span>
              <Description>{c.description}</Description>
            </Tile>
          </li>
        ))}
      </Grid>
      <p>
        <Link to={link("list")}>
          <Trans>View all gift cards</Trans>
        </Link>
      </p>
    </Section>
  );
}

const Section = styled("section", { maxWidth: "$container", margin: "0 auto", padding: "$6 $4" });
const Grid = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: "0 0 $6",
  display: "grid",
  gap: "$4",
  gridTemplateColumns: "1fr",
  "@tablet": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
  "@desktop": { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
});
const Tile = styled(Link, {
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "$2 $3",
  alignItems: "center",
  height: "100%",
  padding: "$4",
  borderRadius: "$lg",
  background: "$surface",
  color: "$text",
  textDecoration: "none",
  border: "1px solid $border",
  "& strong": { display: "block", fontSize: "$lg" },
  "& small": { color: "$textMuted", fontSize: "$sm" },
  "&:hover": { borderColor: "$primary" },
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
});
const IconBox = styled("span", {
  display: "grid",
  placeItems: "center",
  width: "48px",
  height: "48px",
  borderRadius: "$pill",
  background: "$primary",
  color: "$onPrimary",
});
const Description = styled("span", { gridColumn: "1 / -1", color: "$textMuted", fontSize: "$sm" });
