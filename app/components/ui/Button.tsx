import { type ButtonHTMLAttributes, forwardRef } from "react";
import { keyframes, styled } from "../../../themes/stitches.config";
import { Link } from "../Link";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

const base = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "$2",
  minHeight: "44px",
  padding: "0 $5",
  borderRadius: "$pill",
  border: "2px solid transparent",
  fontSize: "$md",
  fontWeight: 600,
  cursor: "pointer",
  "&:focus-visible": { outline: "3px solid $focus", outlineOffset: "2px" },
  "&[aria-disabled='true']": { opacity: 0.55, cursor: "not-allowed" },
  variants: {
    variant: {
      primary: { background: "$primary", color: "$onPrimary", "&:hover": { background: "$primaryHover" } },
      secondary: { background: "$background", color: "$primary", borderColor: "$primary" },
      ghost: { background: "transparent", color: "$text", padding: "0 $2" },
    },
  },
  defaultVariants: { variant: "primary" as const },
};

const Base = styled("button", base);

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(Link, { ...base, textDecoration: "none" });

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  variant?: "primary" | "secondary" | "ghost";
}

/**
 * spec §4: buttons are disabled while loading or disabled, and ignore clicks then. aria-disabled
 * (not the disabled attribute) keeps the button focusable and announced; clicks are swallowed.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading = false, disabled = false, onClick, children, type = "button", ...rest },
  ref,
) {
  const inactive = loading || disabled;
  return (
    <Base
      ref={ref}
      type={type}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (inactive) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner aria-hidden /> : null}
      {children}
    </Base>
  );
});

const Spinner = styled("span", {
  width: "16px",
  height: "16px",
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
  "@reducedMotion": { animation: "none" },
});
