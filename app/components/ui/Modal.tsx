/**
 * The modal system (spec §2 "Other UI", §4 "Modal"): an open-modals list; opening replaces the
 * others by default; Escape or the close button closes the top modal after a 300 ms animation;
 * a modal that is loading cannot be closed. Optional 48×48 logo and back button.
 */
import { useLingui } from "@lingui/react/macro";
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { styled } from "../../../themes/stitches.config";
import { useOverlay } from "./use-overlay";

// The dialog itself (frame, animations, focus trap) is loaded when a modal first opens: no page needs
// it for its first paint, and every page would otherwise carry it in its first load.
const ModalFrame = lazy(() => import("./ModalFrame"));

/** spec §9: modal close animation 300 ms. */
export const MODAL_CLOSE_MS = 300;

export interface ModalOptions {
  /** Keep other open modals (default: replace them). */
  stack?: boolean;
  title: string;
  logo?: string;
  onBack?: () => void;
  onClose?: () => void;
}

export interface OpenModal extends ModalOptions {
  id: string;
  render: () => ReactNode;
  closing: boolean;
  loading: boolean;
}

interface ModalApi {
  open(id: string, render: () => ReactNode, options: ModalOptions): void;
  close(id: string): void;
  setLoading(id: string, loading: boolean): void;
  isOpen(id: string): boolean;
}

const ModalContext = createContext<ModalApi | null>(null);

export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error("useModals outside ModalProvider");
  return api;
}

export function ModalProvider({ children }: { children: ReactNode }) {
  const [modals, setModals] = useState<OpenModal[]>([]);
  const modalsRef = useRef(modals);
  modalsRef.current = modals;
  const restoreFocus = useRef<HTMLElement | null>(null);

  const close = useCallback((id: string) => {
    const modal = modalsRef.current.find((m) => m.id === id);
    if (!modal || modal.closing || modal.loading) return;
    setModals((list) => list.map((m) => (m.id === id ? { ...m, closing: true } : m)));
    window.setTimeout(() => {
      setModals((list) => list.filter((m) => m.id !== id));
      modal.onClose?.();
      // Focus goes back to what opened the modals — unless a modal opened during the close animation
      // (a link or the URL opening the next one): the focus is that modal's now.
      if (!modalsRef.current.some((m) => m.id !== id && !m.closing)) restoreFocus.current?.focus?.();
    }, MODAL_CLOSE_MS);
  }, []);

  const api = useMemo<ModalApi>(
    () => ({
      open(id, render, options) {
        // What opened the first modal (or the first after the others began closing) gets the focus back.
        if (modalsRef.current.every((m) => m.closing))
          restoreFocus.current = document.activeElement as HTMLElement | null;
        setModals((list) => {
          const kept = options.stack ? list.filter((m) => m.id !== id) : [];
          return [...kept, { ...options, id, render, closing: false, loading: false }];
        });
      },
      close,
      setLoading(id, loading) {
        setModals((list) => list.map((m) => (m.id === id ? { ...m, loading } : m)));
      },
      isOpen: (id) => modalsRef.current.some((m) => m.id === id && !m.closing),
    }),
    [close],
  );

  useOverlay(modals.length > 0, () => {
    const top = modalsRef.current[modalsRef.current.length - 1];
    if (top) close(top.id);
  });

  return (
    <ModalContext.Provider value={api}>
      {children}
      {modals.length ? (
        <Suspense fallback={null}>
          {modals.map((modal, index) => (
            <ModalFrame
              key={modal.id}
              modal={modal}
              top={index === modals.length - 1}
              onClose={() => close(modal.id)}
            />
          ))}
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}

/** Placeholder while a lazily loaded modal body arrives. */
export function ModalLoading() {
  const { t } = useLingui();
  return <Loading role="status">{t`Loading…`}</Loading>;
}

const Loading = styled("p", { color: "$textMuted", minHeight: "120px" });
