/**
 * A form in a modal with JavaScript, in a disclosure without: the page's forms keep working without
 * scripts, and modal forms post to the page that opened them (modals render under the root route).
 * A form that is one of many on a page (the basket's per shipment) names a `urlKey`: without scripts
 * it is then a link to the page with that form open (`?form=<urlKey>`), so no page carries every
 * such form in its HTML for the few browsers without JavaScript (ADR 053).
 */
import { Form, useLocation } from "@remix-run/react";
import { type ComponentProps, createContext, type ReactNode, useContext, useEffect, useReducer, useRef } from "react";
import { styled } from "../../../themes/stitches.config";
import { useShell } from "../../storefront/shell";
import { Link } from "../Link";
import { useModals } from "./Modal";
import { useHydrated } from "./use-hydrated";

/**
 * The page's action URL for forms rendered in a modal: modals render under the root route, where a
 * form without an action would post to the root.
 */
export const PageAction = createContext<string | undefined>(undefined);

export function ModalFormBody(props: ComponentProps<typeof FormBox>) {
  return <FormBox action={useContext(PageAction)} {...props} />;
}

/** The search parameter naming the form a page shows open without JavaScript (`urlKey`). */
export const FORM_PARAM = "form";

/** A form in a modal (with JavaScript) or in a disclosure (without). */
export function ModalForm({
  id,
  title,
  label,
  open,
  onOpenChange,
  urlKey,
  children,
}: {
  id: string;
  title: string;
  label: string;
  /** The modal is open (with JavaScript); without, the disclosure is open (a failed post's form). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * This form on its page, unique there (its form id): without JavaScript the page shows a link to
   * itself with `?form=<urlKey>#<urlKey>` and renders the form only when the URL asks for it (or a
   * post of it failed). With JavaScript that URL opens the modal (a link followed before hydration).
   */
  urlKey?: string;
  children: () => ReactNode;
}) {
  const hydrated = useHydrated();
  const modals = useModals();
  const { sf } = useShell();
  const render = useRef<Rendered>({ current: children, listeners: new Set() }).current;
  render.current = children;
  useEffect(() => {
    for (const listener of render.listeners) listener();
  });
  // The page's own URL relative to the basename: <Form action> adds the storefront's prefix itself
  // (useLocation's answer already holds it, and a language prefix then came twice).
  const location = useLocation();
  const action = `${location.pathname}${location.search}`;
  const asked = urlKey !== undefined && new URLSearchParams(location.search).get(FORM_PARAM) === urlKey;
  useEffect(() => {
    if (hydrated && asked) onOpenChange(true);
  }, [hydrated, asked, onOpenChange]);
  useEffect(() => {
    if (!hydrated) return;
    if (open && !modals.isOpen(id)) {
      const content = () => (
        <PageAction.Provider value={action}>
          <ModalContent render={render} />
        </PageAction.Provider>
      );
      modals.open(id, content, {
        title,
        logo: sf.theme.modalLogo,
        onClose: () => onOpenChange(false),
      });
    } else if (!open && modals.isOpen(id)) modals.close(id);
  }, [hydrated, open, id, modals, title, sf.theme.modalLogo, onOpenChange, action, render]);
  if (!hydrated && urlKey !== undefined && !open && !asked) {
    return (
      <FormLink to={`?${FORM_PARAM}=${encodeURIComponent(urlKey)}#${urlKey}`} data-open-form={urlKey}>
        {label}
      </FormLink>
    );
  }
  if (!hydrated) {
    return (
      <Disclosure open={open || asked}>
        <summary>{label}</summary>
        {/* Posted to the page itself, not to the URL that opened the form. */}
        <PageAction.Provider value={urlKey === undefined ? undefined : location.pathname}>
          {children()}
        </PageAction.Provider>
      </Disclosure>
    );
  }
  return (
    <LinkButton type="button" onClick={() => onOpenChange(true)} data-open={id}>
      {label}
    </LinkButton>
  );
}

type Rendered = { current: () => ReactNode; listeners: Set<() => void> };

/**
 * The modal's form, re-rendered whenever its owner renders: the modal lives under the modal provider,
 * but its form state (validation errors, action results) belongs to the page component that opened it.
 */
function ModalContent({ render }: { render: Rendered }) {
  const [, update] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    render.listeners.add(update);
    return () => {
      render.listeners.delete(update);
    };
  }, [render]);
  return <>{render.current()}</>;
}

export const LinkButton = styled("button", {
  background: "none",
  border: 0,
  padding: "$2",
  minHeight: "44px",
  color: "$primary",
  textDecoration: "underline",
  cursor: "pointer",
  // The text's font, as the link it replaces at hydration (and the footer's link buttons) has it.
  fontFamily: "inherit",
  fontSize: "$sm",
});

/** The box of the button it becomes once the page is interactive (LinkButton): nothing moves then. */
const FormLink = styled(Link, {
  display: "inline-flex",
  alignItems: "center",
  padding: "$2",
  minHeight: "44px",
  color: "$primary",
  fontSize: "$sm",
});

const Disclosure = styled("details", { "& summary": { cursor: "pointer", color: "$primary", padding: "$2" } });

const FormBox = styled(Form, { display: "grid", gap: "$3", minWidth: "min(420px, 80vw)" });
