import type { ReactNode } from 'react';

/** A page frame with its heading; the catalogue issue fills the body of the game pages. */
export function SectionPage({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <main id="main" className="page">
      <h1 className="page__title">{title}</h1>
      {lead && <p className="page__lead">{lead}</p>}
      {children}
    </main>
  );
}
