/**
 * A form in a modal with JavaScript, in a disclosure without: the page's forms keep working without
 * scripts, and modal forms post to the page that opened them (modals render under the root route).
 */
import { Form, useLocation } from "@remix-run/react";
import { type ComponentProps, createContext, type ReactNode, useContext, useEffect, useReducer, useRef } from "react";
import { styled } from "../../../themes/stitches.config";
import { useShell } from "../../storefront/shell";
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

/** A form in a modal (with JavaScript) or in a disclosure (without). */
export function ModalForm({
  id,
  title,
  label,
  open,
  onOpenChange,
  children,
}: {
  id: string;
  title: string;
  label: string;
  /** The modal is open (with JavaScript); without, the disclosure is open (a failed post's form). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
  if (!hydrated) {
    return (
      <Disclosure open={open}>
        <summary>{label}</summary>
        {children()}
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
  fontSize: "$sm",
});

const Disclosure = styled("details", { "& summary": { cursor: "pointer", color: "$primary", padding: "$2" } });

const FormBox = styled(Form, { display: "grid", gap: "$3", minWidth: "min(420px, 80vw)" });
