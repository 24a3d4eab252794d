/**
 * A modal opened by the URL (a search parameter): a link opens it and works without JavaScript, a
 * reload keeps it open, the back button closes it. With JavaScript it is a modal of the modal system
 * (Escape, focus trap, the 300 ms close animation); closing it goes to `closeTo`. Without JavaScript
 * the server renders the same content as a section at the top of the page, with a close link.
 * Forms inside post to the page's own action.
 */
import { useLingui } from "@lingui/react/macro";
import { useLocation, useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useReducer, useRef } from "react";
import { styled } from "../../../themes/stitches.config";
import { useShell } from "../../storefront/shell";
import { Link } from "../Link";
import { useModals } from "./Modal";
import { PageAction } from "./ModalForm";
import { useHydrated } from "./use-hydrated";

type Rendered = { current: () => ReactNode; listeners: Set<() => void> };

export function UrlModal({
  id,
  title,
  open,
  closeTo,
  children,
}: {
  id: string;
  title: string;
  open: boolean;
  /** Where closing goes (the page without the modal's parameter). */
  closeTo: string;
  children: () => ReactNode;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const modals = useModals();
  const navigate = useNavigate();
  // The page's own URL relative to the basename: <Form action> adds the storefront's prefix itself
  // (useLocation's answer already holds it, and a language prefix then came twice).
  const location = useLocation();
  const action = `${location.pathname}${location.search}`;
  const { sf } = useShell();
  const headingId = useId();
  const render = useRef<Rendered>({ current: children, listeners: new Set() }).current;
  render.current = children;
  useEffect(() => {
    for (const listener of render.listeners) listener();
  });
  const closeRef = useRef(closeTo);
  closeRef.current = closeTo;
  // The modal the URL asks for now (null: none); an id of another product means another modal.
  const active = useRef<string | null>(null);
  active.current = open ? id : null;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    // The URL moved on (a post redirected, a link opened another modal): close what it no longer asks for.
    if (shown.current && shown.current !== active.current) {
      const old = shown.current;
      shown.current = null;
      modals.close(old);
    }
    if (open && !modals.isOpen(id)) {
      shown.current = id;
      const own = id;
      modals.open(
        id,
        () => (
          <PageAction.Provider value={action}>
            <Content render={render} />
          </PageAction.Provider>
        ),
        {
          title,
          logo: sf.theme.modalLogo,
          // Closed by the visitor (Escape, ×, outside): the URL follows; closed by the URL: nothing to do.
          onClose: () => {
            if (active.current === own) navigate(closeRef.current, { replace: true, preventScrollReset: true });
          },
        },
      );
    }
  }, [hydrated, open, id, modals, title, sf.theme.modalLogo, navigate, action, render]);
  // The page went away (a link to another route): its modal goes with it, without moving the URL again.
  useEffect(
    () => () => {
      const old = shown.current;
      active.current = null;
      shown.current = null;
      if (old) modals.close(old);
    },
    [modals],
  );
  if (hydrated || !open) return null;
  return (
    <Inline aria-labelledby={headingId} data-modal={id} data-inline-modal>
      <Bar>
        <h2 id={headingId}>{title}</h2>
        <Link to={closeTo} preventScrollReset data-modal-close>
          {t`Close`}
        </Link>
      </Bar>
      {children()}
    </Inline>
  );
}

function Content({ render }: { render: Rendered }) {
  const [, update] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    render.listeners.add(update);
    return () => {
      render.listeners.delete(update);
    };
  }, [render]);
  return <>{render.current()}</>;
}

const Inline = styled("section", {
  border: "2px solid $primary",
  borderRadius: "$lg",
  padding: "$5",
  margin: "0 0 $5",
  background: "$background",
  display: "grid",
  gap: "$3",
});
const Bar = styled("div", {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: "$3",
  "& h2": { margin: 0, fontSize: "$xl" },
});
