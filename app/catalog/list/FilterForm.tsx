/** The filter modal's form (named modal 'filter'): a GET form on the list, so the result is a plain URL. */
import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { styled } from "../../../themes/stitches.config";
import { Button } from "../../components/ui/Button";
import { useHref } from "../../storefront/shell";
import { FILTER_GROUPS, FILTER_KEYS, type FilterGroup, type ListFilters } from "./filters";
import type { FilterOptions } from "./list.server";

export default function FilterForm({
  routeId,
  category,
  options,
  selected,
  search,
  onDone,
}: {
  routeId: "list" | "category";
  category?: string;
  options: FilterOptions;
  selected: ListFilters;
  search: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const link = useHref();
  const [checked, setChecked] = useState<ListFilters>(selected);
  const legend: Record<FilterGroup, string> = { categories: t`Categories`, types: t`Type of gift card` };
  const toggle = (group: FilterGroup, slug: string, on: boolean) =>
    setChecked((c) => ({ ...c, [group]: on ? [...c[group], slug] : c[group].filter((s) => s !== slug) }));
  return (
    <Form method="get" action={link(routeId, { category })} onSubmit={onDone} data-filter-form>
      {search ? <input type="hidden" name="s" value={search} /> : null}
      {FILTER_GROUPS.filter((g) => options[g]?.length).map((group) => (
        <Fieldset key={group}>
          <legend>{legend[group]}</legend>
          <Options>
            {options[group]?.map((option) => (
              <li key={option.slug}>
                <label>
                  <input
                    type="checkbox"
                    name={FILTER_KEYS[group]}
                    value={option.slug}
                    checked={checked[group].includes(option.slug)}
                    onChange={(e) => toggle(group, option.slug, e.currentTarget.checked)}
                  />
                  <span>{option.title}</span>
                </label>
              </li>
            ))}
          </Options>
        </Fieldset>
      ))}
      <Actions>
        <Button variant="ghost" onClick={() => setChecked({ categories: [], types: [] })}>
          <Trans>Clear all</Trans>
        </Button>
        <Button type="submit">
          <Trans>Show results</Trans>
        </Button>
      </Actions>
    </Form>
  );
}

const Fieldset = styled("fieldset", {
  border: 0,
  padding: 0,
  margin: "0 0 $5",
  "& legend": { fontWeight: 700, marginBottom: "$2", fontSize: "$md" },
});
const Options = styled("ul", {
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "$1",
  gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))",
  "& label": {
    display: "flex",
    alignItems: "center",
    gap: "$2",
    minHeight: "44px",
    cursor: "pointer",
  },
  "& input": { width: "20px", height: "20px", accentColor: "$primary" },
});
const Actions = styled("div", { display: "flex", justifyContent: "space-between", gap: "$3", flexWrap: "wrap" });
