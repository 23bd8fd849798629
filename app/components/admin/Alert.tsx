/**
 * An admin screen's error: what went wrong, announced as soon as it appears
 * (role="alert") and shown in the danger colours of .admin-alert. With
 * nothing to say it renders nothing, so a screen writes
 * `<Alert>{actionData?.error}</Alert>`. `tone="warning"` is a standing
 * warning that comes with the screen (e.g. e-mail delivery is off): the
 * warning colours, and no announcement, since it is read with the page.
 */
import type { ReactNode } from "react";

export function Alert({
  children,
  className,
  tone = "error",
}: {
  children: ReactNode;
  /** A screen's own class besides admin-alert (e.g. to place it in a form's grid). */
  className?: string;
  tone?: "error" | "warning";
}) {
  if (children === undefined || children === null || children === false || children === "") return null;
  const classes = ["admin-alert", `admin-alert-${tone}`, className].filter(Boolean).join(" ");
  return (
    <p role={tone === "error" ? "alert" : undefined} className={classes}>
      {children}
    </p>
  );
}
