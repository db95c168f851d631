import type { ReactNode } from 'react';
import { PagePath, SiteName } from './public-config';

/**
 * What the server provides around a page for its components (a context renders no markup): its
 * path and the business's name.
 */
export function PageContext({ path, siteName, children }: { path: string; siteName: string; children: ReactNode }) {
  return (
    <PagePath.Provider value={path}>
      <SiteName.Provider value={siteName}>{children}</SiteName.Provider>
    </PagePath.Provider>
  );
}
