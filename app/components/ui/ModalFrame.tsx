/**
 * The modal dialog of the modal system (Modal.tsx): overlay, dialog with title bar, open and close
 * animations (zoom on desktop, a sheet sliding up on mobile), focus on open and a focus trap. Loaded
 * with the first modal a page opens.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { keyframes, styled } from "../../../themes/stitches.config";
import { MODAL_CLOSE_MS, type OpenModal } from "./Modal";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: "translateY(100%)" }, to: { transform: "translateY(0)" } });
const slideDown = keyframes({ from: { transform: "translateY(0)" }, to: { transform: "translateY(100%)" } });
const zoomIn = keyframes({ from: { opacity: 0, transform: "scale(0.96)" }, to: { opacity: 1, transform: "scale(1)" } });
const zoomOut = keyframes({
  from: { opacity: 1, transform: "scale(1)" },
  to: { opacity: 0, transform: "scale(0.96)" },
});

const Overlay = styled("div", {
  position: "fixed",
  inset: 0,
  background: "$overlay",
  zIndex: "$modal",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  animation: `${fadeIn} ${MODAL_CLOSE_MS}ms ease-out`,
  "@mobile": { alignItems: "flex-end" },
  variants: { closing: { true: { animation: `${fadeOut} ${MODAL_CLOSE_MS}ms ease-in forwards` } } },
  "@reducedMotion": { animationDuration: "1ms" },
});

const Dialog = styled("div", {
  background: "$background",
  color: "$text",
  borderRadius: "$lg",
  boxShadow: "$modal",
  width: "min(560px, calc(100vw - 32px))",
  maxHeight: "calc(100vh - 64px)",
  overflowY: "auto",
  padding: "$5",
  // Desktop zooms, mobile slides up as a sheet (spec: animation differs on desktop and mobile).
  animation: `${zoomIn} ${MODAL_CLOSE_MS}ms ease-out`,
  "@mobile": {
    width: "100vw",
    borderRadius: "$lg $lg 0 0",
    maxHeight: "92vh",
    animation: `${slideUp} ${MODAL_CLOSE_MS}ms ease-out`,
  },
  variants: {
    closing: {
      true: {
        animation: `${zoomOut} ${MODAL_CLOSE_MS}ms ease-in forwards`,
        "@mobile": { animation: `${slideDown} ${MODAL_CLOSE_MS}ms ease-in forwards` },
      },
    },
  },
  "@reducedMotion": { animationDuration: "1ms" },
});

const Bar = styled("div", { display: "flex", alignItems: "center", gap: "$3", marginBottom: "$4" });
const Title = styled("h2", { flex: 1, fontSize: "$xl", margin: 0 });
const IconButton = styled("button", {
  width: "44px",
  height: "44px",
  border: "none",
  borderRadius: "$pill",
  background: "$surface",
  color: "$text",
  fontSize: "22px",
  lineHeight: 1,
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&[aria-disabled='true']": { opacity: 0.5, cursor: "not-allowed" },
});

export default function ModalFrame({ modal, top, onClose }: { modal: OpenModal; top: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (top) dialogRef.current?.focus();
  }, [top]);
  return (
    <Overlay
      closing={modal.closing}
      data-state={modal.closing ? "closing" : "open"}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={modal.loading || undefined}
        tabIndex={-1}
        closing={modal.closing}
        data-modal={modal.id}
        onKeyDown={(event) => trapFocus(event, dialogRef.current)}
      >
        <Bar>
          {modal.onBack ? (
            <IconButton type="button" aria-label={t`Back`} onClick={modal.onBack}>
              ‹
            </IconButton>
          ) : null}
          {modal.logo ? <img src={modal.logo} alt="" width={48} height={48} /> : null}
          <Title id={titleId}>{modal.title}</Title>
          <IconButton
            type="button"
            aria-label={t`Close`}
            aria-disabled={modal.loading || undefined}
            onClick={onClose}
            data-modal-close
          >
            ×
          </IconButton>
        </Bar>
        {modal.render()}
      </Dialog>
    </Overlay>
  );
}

function trapFocus(event: React.KeyboardEvent, root: HTMLElement | null) {
  if (event.key !== "Tab" || !root) return;
  const focusable = root.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]',
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
