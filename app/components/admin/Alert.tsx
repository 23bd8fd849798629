/**
 * An admin screen's error: what went wrong, announced as soon as it appears
 * (role="alert") and shown in the danger colours of .admin-alert. With
 * nothing to say it renders nothing, so a screen writes
 * `<Alert>{actionData?.error}</Alert>`.
 */
import type { ReactNode } from "react";

export function Alert({
  children,
  className,
}: {
  children: ReactNode;
  /** A screen's own class besides admin-alert (e.g. to place it in a form's grid). */
  className?: string;
}) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p role="alert" className={className ? `admin-alert admin-alert-error ${className}` : "admin-alert admin-alert-error"}>
      {children}
    </p>
  );
}
