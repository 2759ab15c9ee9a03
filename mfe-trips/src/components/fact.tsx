import type { ReactNode } from 'react';

/** One term and its value of a description list (`<dl>`): the list's styles place and size them. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
