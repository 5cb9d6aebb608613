import type { ReactNode } from 'react';

/**
 * Text for screen readers only: out of sight but still in the accessibility tree, so a control can be named by
 * text instead of an `aria-label` that would not contain what it shows (WCAG 2.5.3, axe's
 * label-content-name-mismatch: a button showing "PT" named "Idioma: Português").
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  // src/ui/global.css: in pixels, not sx's 1 (which means 100%: as wide as the parent, and wider than a phone's page).
  return <span className="sf-visually-hidden">{children}</span>;
}
